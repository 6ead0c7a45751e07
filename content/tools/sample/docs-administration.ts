/**
 * Documentation of the site-wide administration themes: Atlassian account, subscriptions and
 * billing, security and access policies, user management and organization administration. One docs
 * home per theme, so each theme's resources page has its own documentation under /{theme}/docs/.
 */
import type { DocsHomeSpec } from './docs';

const ACCOUNTS: DocsHomeSpec = {
  key: 'accounts',
  context: { kind: 'theme', slug: 'accounts' },
  title: 'Atlassian account documentation',
  tagline: 'Log in, keep your account secure and control what other people see about you.',
  deployment: 'Cloud',
  collections: [
    {
      slug: 'log-in-and-secure-your-account',
      title: 'Log in and secure your account',
      subhead: 'Passwords, two-step verification and API tokens',
      description: 'Get back into your account, add a second login step and give scripts their own credentials.',
      pageType: 'Reference',
      children: [
        {
          slug: 'reset-your-password',
          title: 'Reset your password',
          metaDescription:
            'Forgot your Atlassian account password? Reset it from the login page with a link sent by email.',
          related: ['topic-accounts-turn-on-two-step-verification', 'topic-accounts-change-your-email-address'],
          body: `
If you forgot your password, or it stopped working, reset it from the login page. You need access to the email address of your Atlassian account.
## Reset a forgotten password
1. Go to **id.atlassian.com** and enter your email address.
2. Select **Can't log in?** below the password field.
3. Select **Send recovery link**. We email you a link that works for 60 minutes.
4. Open the link and enter a new password twice, then select **Continue**.
You are logged out of every other browser and device, including the mobile apps. Log in again with the new password.
## Change a password you know
Open your avatar, then **Manage account > Security > Change your password**. Enter the current password and the new one. Changing it here also logs out your other sessions.
## Password rules
| Rule | Detail |
| Length | At least 8 characters; we recommend 12 or more |
| Strength | Passwords found in known data breaches are rejected |
| Reuse | Any password that is not your current one |
Your organization may set stricter rules in its authentication policy, such as a longer minimum length or a password that expires.
## The email never arrives
- Check your spam or junk folder for mail from **noreply@id.atlassian.com**.
- Make sure you typed the address of your Atlassian account, not another address you use.
- If your company manages your account, your admin may have turned off password login. Log in with your company's single sign-on instead, or ask your IT team.
## You log in with Google, Microsoft or Apple
Accounts created with **Continue with Google**, **Microsoft** or **Apple** have no Atlassian password. Reset the password with that provider instead.
`,
        },
        {
          slug: 'turn-on-two-step-verification',
          title: 'Turn on two-step verification',
          metaDescription:
            'Protect your account with a second login step: an authenticator app, a security key and a recovery code.',
          related: ['topic-accounts-reset-your-password', 'topic-security-configure-authentication-policies'],
          body: `
Two-step verification (also called two-factor authentication or 2FA) asks for a second proof that it is you when you log in: a six-digit code from an app on your phone, or a security key. Someone who learns your password still cannot get in.
## Before you start
- Install an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password on your phone.
- Accounts that log in with your company's single sign-on use the company's verification instead; the option below does not appear for them.
## Turn it on
1. Open your avatar, then **Manage account > Security**.
2. Under **Two-step verification**, select **Manage two-step verification**.
3. Enter your password again, then select **Configure**.
4. Scan the QR code with your authenticator app. If you cannot scan it, select **Can't scan the QR code?** and type the key into the app.
5. Enter the six-digit code that the app shows and select **Next**.
6. Save your **recovery code**, then select **Enable**.
[[block:callout-accounts-recovery-code]]
## Add a security key
Once two-step verification is on, select **Add security key** to use a hardware key such as a YubiKey, or a passkey stored on your computer or phone. You can register up to five keys and use any of them when you log in.
## Recovery codes
You get one recovery code at a time. Use it to log in when you do not have your phone or key; it works once, and a new code is shown immediately. To replace a code you think someone saw, select **Generate new recovery code** on the same page.
## Turn it off
Select **Disable two-step verification** on the same page. If your organization's authentication policy requires it, the option is greyed out and your admin must move you to another policy first.
`,
        },
        {
          slug: 'create-and-revoke-api-tokens',
          title: 'Create and revoke API tokens',
          metaDescription:
            'Create an API token for scripts and integrations that call the REST APIs, and revoke it when done.',
          related: ['topic-accounts-turn-on-two-step-verification'],
          body: `
Scripts and other tools that call the Jira, Confluence or Bitbucket REST APIs authenticate with your email address and an **API token** instead of your password. A token works even when your account uses two-step verification or single sign-on, so treat it like a password.
## Create an API token
1. Go to **id.atlassian.com/manage-profile/security/api-tokens**.
2. Select **Create API token**.
3. Enter a **Name** that says where you will use it, for example *release-notes script on build server*.
4. Choose an **Expires on** date between 1 day and 1 year.
5. Select **Create**, then **Copy** the token and store it somewhere safe. You cannot see it again.
## Use the token
Send your email address as the username and the token as the password with basic authentication:
[[block:code-accounts-api-token-curl]]
Keep the token in a secret variable of your CI tool or in a password manager, never in the code itself.
## Scoped tokens
Select **Create API token with scopes** to limit what a token can do, for example read-only access to Jira. Choose the app and the scopes it needs; a token with fewer scopes does less harm if it leaks.
## Revoke a token
On the same page, select **Revoke** next to the token, or **Revoke all API tokens**. Tools that use it stop working immediately.
| When | What to do |
| A token was committed to a repository or pasted in a chat | Revoke it at once and create a new one |
| A script is retired | Revoke its token |
| A token is about to expire | Create a new token and update the tool before the expiry date; we email you a week before |
Your organization's admins can see the tokens of managed accounts, revoke them, and block API tokens for everyone in an authentication policy.
`,
        },
      ],
    },
    {
      slug: 'manage-your-account',
      title: 'Manage your account',
      subhead: 'Your email address, profile and account',
      description: 'Change the email address you log in with, decide who sees your profile, or close your account.',
      pageType: 'Reference',
      children: [
        {
          slug: 'change-your-email-address',
          title: 'Change the email address of your account',
          shortTitle: 'Change your email address',
          metaDescription:
            'Change the email address you use to log in to your Atlassian account and receive notifications.',
          related: ['topic-accounts-manage-profile-visibility', 'topic-organization-claim-accounts'],
          body: `
Your email address is your username: you log in with it and receive every notification there. Changing it keeps your content, history and product access.
## Change it yourself
1. Open your avatar, then **Manage account > Email**.
2. Enter the new address under **New email address**.
3. Select **Save changes**. We send a verification link to the new address.
4. Open the link within 7 days. Until you do, you keep logging in with the old address.
We also send a notice to the old address, so you hear about it if someone else tries to change it.
## When you cannot change it
| What you see | Why | What to do |
| The email field is read-only | Your account is managed by your company, which verified its domain | Ask your organization admin to change it |
| *This email is already in use* | Another Atlassian account uses the address | Log in to that account and change or delete it first |
| You log in with single sign-on | Your identity provider controls the address | Change it in your company directory; it syncs on your next login |
## Changing company
If you changed jobs, do not change the address of your old work account to a personal one: that account belongs to your former employer's organization. Create a new account with your new address instead.
`,
        },
        {
          slug: 'manage-profile-visibility',
          title: 'Manage profile visibility',
          metaDescription: 'Choose who can see your name, photo, job title, email address and local time.',
          related: ['topic-accounts-change-your-email-address'],
          body: `
Your profile is shown to people who work with you in Atlassian products: next to your comments, in mentions and in user pickers. You decide who can see each detail.
## Change who sees a detail
1. Open your avatar, then **Manage account > Profile and visibility**.
2. Next to a detail, open the visibility menu.
3. Choose **Anyone**, **Your organization** or **Only you**.
Changes are saved immediately and can take up to an hour to reach every product.
## What you can control
| Detail | Can be hidden? | Notes |
| Full name | No | Always shown, so people know who did what |
| Public name | No | Shown instead of your full name to people outside your organization |
| Profile photo | Yes | Hidden photos show your initials |
| Job title, department, organization, location | Yes | |
| Local time | Yes | Helps people in other time zones |
| Email address | Yes | Admins of sites you use can always see it |
## Managed accounts
If your company manages your account, some details come from its directory and cannot be edited here. Your admin may also fix the visibility of some fields, for example to show everyone's job title inside the organization.
## See your profile as others do
Select **View profile as** and choose **Someone in your organization** or **Anyone** to check what they see.
`,
        },
        {
          slug: 'delete-or-deactivate-your-account',
          title: 'Delete or deactivate your account',
          shortTitle: 'Delete your account',
          metaDescription:
            'Close your Atlassian account: what is deleted, what is kept, and the 14-day waiting period before deletion.',
          related: ['topic-accounts-change-your-email-address', 'topic-users-remove-or-suspend-users'],
          body: `
You can delete your Atlassian account yourself. Deleting it removes your personal data and stops you from logging in to any Atlassian product. It cannot be undone after the waiting period.
## Before you delete
- Transfer ownership of anything you are the only admin of: sites, organizations, Bitbucket workspaces and Marketplace listings. You cannot delete an account that is the last admin of something.
- Cancel subscriptions you pay for; see [Cancel a subscription](entry:topic-billing-cancel-a-subscription).
- Export anything you want to keep, such as pages you wrote or your Bitbucket repositories.
## Delete your account
1. Open your avatar, then **Manage account > Account preferences**.
2. Select **Delete account**.
3. Review the list of products and content affected, then select **Continue**.
4. Enter your password and select **Delete account**.
## What happens next
| When | What happens |
| Immediately | The account is **deactivated**: you cannot log in, and others see you as a former user |
| Within 14 days | You can cancel the deletion by logging in and selecting **Cancel deletion** |
| After 14 days | Your personal data is deleted and your name is replaced with *Former user* |
| Within 30 more days | The data is removed from our backups |
## What is kept
Content you created belongs to the site it was created on and stays there: issues, pages, comments and commits remain, attributed to *Former user*. Your personal data (name, email address, profile photo and preferences) is deleted.
## If your company manages your account
Managed accounts can only be deactivated or deleted by an organization admin. Ask your IT team; see [Remove or suspend users](entry:topic-users-remove-or-suspend-users).
`,
        },
      ],
    },
  ],
};

const BILLING: DocsHomeSpec = {
  key: 'billing',
  context: { kind: 'theme', slug: 'subscriptions-and-billing' },
  title: 'Subscriptions and billing documentation',
  tagline: 'Invoices, payment methods, plan changes, refunds and cancellations for your cloud products.',
  deployment: 'Cloud',
  collections: [
    {
      slug: 'invoices-and-payments',
      title: 'Invoices and payments',
      subhead: 'Your bill, how you pay it and who receives it',
      description: 'Download invoices, update your card or pay by bank transfer, and add tax details.',
      pageType: 'Reference',
      children: [
        {
          slug: 'find-and-download-invoices',
          title: 'Find and download invoices',
          metaDescription:
            'Find the invoices for your cloud subscriptions in Atlassian Administration and download them as PDF.',
          related: ['topic-billing-add-a-tax-id', 'topic-billing-change-the-billing-contact'],
          body: `
Every charge for a cloud subscription has an invoice. Billing admins can find and download them at any time.
## Download an invoice
1. Go to **admin.atlassian.com** and select your organization.
2. Select **Billing**, then **Billing history**.
3. Find the invoice by its date or number. Use **Filter** to show one billing account or subscription.
4. Select the invoice number, then **Download PDF**.
## Who can see invoices
| Role | Billing history |
| Billing admin | Sees and downloads every invoice of the billing account |
| Organization admin | Sees and downloads every invoice |
| Billing contact | Receives each invoice by email |
| Other users | No access |
To give someone access, make them a billing admin; see [Change the billing contact](entry:topic-billing-change-the-billing-contact).
## When invoices are issued
- **Monthly** subscriptions: on the same day each month, for the users on the site that day.
- **Annual** subscriptions: when you pay, and again at renewal. Adding users to an annual plan creates a separate, prorated invoice.
- **Quotes**: the invoice is issued when the quote is paid, with the quote number on it.
## Invoices from before a move
Invoices from before you moved to the new billing experience are under **Billing history > Earlier invoices**. They keep their old numbers and format.
## Something is wrong on an invoice
If the company name, address or tax ID is wrong, correct it under **Billing details**; the change applies to future invoices. To have an existing invoice reissued, select **Billing questions** on the Subscriptions and billing resources page within 60 days of the invoice date.
`,
        },
        {
          slug: 'update-your-payment-method',
          title: 'Update your payment method',
          metaDescription: 'Change the credit card you pay with, or switch to paying by bank transfer with a quote.',
          related: ['topic-billing-find-and-download-invoices'],
          body: `
You can pay for cloud subscriptions by credit or debit card, or by bank transfer against a quote or invoice. Billing admins can change the payment method at any time.
## Update your card
1. Go to **admin.atlassian.com > Billing > Payment method**.
2. Select **Edit payment method**.
3. Enter the new card details and the billing address the card is registered to.
4. Select **Save**. The next charge uses the new card; nothing is charged now.
We accept Visa, Mastercard, American Express, Discover and JCB. Some banks ask you to approve the card in their app before it can be saved.
## Pay by bank transfer
Annual subscriptions can be paid by bank transfer:
1. Select **Request a quote** on the subscription, choose the number of users and select **Create quote**.
2. Download the quote PDF. It shows our bank details and a payment reference.
3. Pay the exact amount within 30 days and include the quote number as the reference.
The subscription renews when the payment arrives, usually within 3 working days. Monthly subscriptions can only be paid by card.
## Payment methods compared
| Method | Monthly plans | Annual plans | Notes |
| Card | Yes | Yes | Charged automatically at renewal |
| Bank transfer (quote) | No | Yes | Pay before the renewal date to avoid interruption |
| Purchase order | No | Yes | Add the PO number to the quote before you pay |
## A payment failed
We try a failed card payment again after 3, 5 and 7 days and email the billing contact each time. Update the card before the last attempt; after it, the subscription is suspended and users cannot log in until you pay.
`,
        },
        {
          slug: 'change-the-billing-contact',
          title: 'Change the billing contact',
          metaDescription:
            'Change who receives invoices and renewal notices, and add billing admins who can manage payments.',
          related: ['topic-billing-find-and-download-invoices', 'topic-organization-understand-admin-roles'],
          body: `
The **billing contact** receives invoices, payment receipts and renewal reminders. **Billing admins** can also change payment details and plans. Keep both current when people change roles, or renewals can fail unnoticed.
## Change the billing contact
1. Go to **admin.atlassian.com > Billing > Billing details**.
2. Under **Billing contact**, select **Edit**.
3. Enter the name and email address of the new contact. They do not need an Atlassian account.
4. Select **Save**.
Use a shared mailbox such as *accounts-payable@example.com* if several people handle invoices.
## Add a billing admin
1. Go to **Billing > Billing admins**.
2. Select **Add billing admin** and enter the person's email address.
3. Select **Add**. They get an email and can manage billing once they log in.
A billing account needs at least one billing admin. To replace the last one, add the new admin before you remove the old one.
## Contacts for different subscriptions
Each **billing account** has its own contact. If different departments pay for different products, split them into billing accounts under **Billing > Billing accounts** and give each its own contact.
`,
        },
        {
          slug: 'add-a-tax-id',
          title: 'Add your tax or VAT ID to invoices',
          shortTitle: 'Add a tax ID',
          metaDescription:
            'Add a VAT, GST or other tax ID to your billing details so it appears on invoices and tax is applied correctly.',
          related: ['topic-billing-find-and-download-invoices'],
          body: `
Businesses in many countries must show their tax ID on invoices, and a valid VAT or GST ID can mean no tax is charged under the reverse-charge rules.
## Add or change the tax ID
1. Go to **admin.atlassian.com > Billing > Billing details**.
2. Under **Tax ID**, select **Edit**.
3. Choose the country and enter the ID exactly as your tax authority issued it, with the country prefix for EU VAT numbers, for example *DE123456789*.
4. Select **Save**.
We check EU VAT numbers against the VIES service and Australian ABNs against the ABN register. If the check fails, the ID is not saved; make sure the company name and address match the registration.
## Which ID to enter
| Country or region | ID | Example |
| European Union | VAT number | FR40303265045 |
| United Kingdom | VAT registration number | GB123456789 |
| Australia | ABN | 51 824 753 556 |
| India | GSTIN | 27AAPFU0939F1ZV |
| Japan | Registration number | T1234567890123 |
## When the tax ID takes effect
A new tax ID applies to invoices issued after you save it. Invoices already issued keep the details they had; ask our billing team to reissue one if your tax authority requires it.
## Tax exemption
Organizations exempt from sales tax in the United States can upload an exemption certificate under **Tax exemption**. We review it within 5 working days.
`,
        },
      ],
    },
    {
      slug: 'manage-your-subscriptions',
      title: 'Manage your subscriptions',
      subhead: 'Plans, user tiers, refunds and cancellations',
      description:
        'Change plans, move to another user tier, ask for a refund or cancel a subscription you no longer need.',
      pageType: 'Reference',
      children: [
        {
          slug: 'change-your-plan-or-user-tier',
          title: 'Change your plan or user tier',
          metaDescription:
            'Upgrade or downgrade between Free, Standard, Premium and Enterprise, or change your annual user tier.',
          related: ['topic-billing-request-a-refund', 'topic-billing-cancel-a-subscription'],
          body: `
Each cloud product has a plan (Free, Standard, Premium or Enterprise) and, on annual subscriptions, a user tier. Change either as your team grows.
## Change the plan
1. Go to **admin.atlassian.com > Billing > Subscriptions**.
2. Select the product, then **Change plan**.
3. Choose the new plan and review the price, then select **Confirm**.
| Change | When it applies | What you pay |
| Upgrade, monthly | Immediately | The new price from the next bill, prorated for the rest of this month |
| Upgrade, annual | Immediately | A prorated invoice for the rest of the term |
| Downgrade, monthly | At the end of the month | The lower price from the next bill |
| Downgrade, annual | At renewal | The lower price at renewal |
Downgrading turns off features of the higher plan, such as advanced permissions or audit log retention. Settings that use them are kept for 30 days in case you upgrade again.
## Change the user tier of an annual subscription
Annual subscriptions are priced by user tier, for example up to 100 or up to 250 users.
1. On the subscription, select **Change user tier**.
2. Choose a higher tier and pay the prorated quote.
You can move to a lower tier only at renewal. If you go over your tier, new users cannot be given access until you move up.
## Monthly subscriptions
Monthly subscriptions have no tiers: you pay for the number of users with access each month. To pay less, remove product access from people who do not need it; see [Remove or suspend users](entry:topic-users-remove-or-suspend-users).
`,
        },
        {
          slug: 'request-a-refund',
          title: 'Request a refund',
          metaDescription:
            'Our refund policy: ask for a full refund within 30 days of a purchase, renewal or upgrade, and how to request it.',
          related: ['topic-billing-cancel-a-subscription', 'topic-billing-find-and-download-invoices'],
          body: `
If you paid for something you do not need, you can ask for your money back.
[[block:callout-billing-refund-window]]
## Refund policy
| Purchase | Refund within 30 days | After 30 days |
| New annual subscription | Full refund | Not refunded |
| Annual renewal | Full refund | Not refunded |
| User tier upgrade | Refund of the upgrade invoice | Not refunded |
| Monthly subscription | The last monthly charge, once | Not refunded |
| Marketplace app | Full refund, through the app's listing | Depends on the vendor |
Refunds go back to the payment method you used: to the card within 10 working days, or by bank transfer to the account that paid within 20 working days.
## Request a refund
1. Find the invoice number in **Billing > Billing history**; see [Find and download invoices](entry:topic-billing-find-and-download-invoices).
2. Go to the **Contact support** page and choose **Billing, payments and pricing**.
3. Select **Request a refund**, enter the invoice number and tell us why.
4. Select **Send**. We reply within 2 working days.
Only billing admins and the billing contact can request a refund.
## What happens to the subscription
A refunded subscription is cancelled, or returned to its previous plan or tier, on the day of the refund. Data is kept as described in [Cancel a subscription](entry:topic-billing-cancel-a-subscription).
`,
        },
        {
          slug: 'cancel-a-subscription',
          title: 'Cancel a subscription',
          metaDescription:
            'Cancel a cloud product subscription, when it ends, and what happens to your data after cancellation.',
          related: ['topic-billing-request-a-refund', 'topic-billing-change-your-plan-or-user-tier'],
          body: `
Cancel a subscription when your team no longer uses a product. You can cancel one product and keep the others.
## Cancel the subscription
1. Go to **admin.atlassian.com > Billing > Subscriptions**.
2. Select the product, then **Cancel subscription**.
3. Choose a reason, then select **Cancel subscription** again to confirm.
The product stays available until the end of the period you paid for: the end of the month for monthly plans, the end of the term for annual plans. To stop sooner and get money back, see [Request a refund](entry:topic-billing-request-a-refund).
## What happens to your data
| When | What happens |
| End of the paid period | The product is deactivated; users cannot open it |
| Up to 15 days later | Reactivate the subscription from **Billing** and everything is as you left it |
| 60 days after deactivation | The product's data is permanently deleted |
Export your data before the end of the paid period if you may need it: use **Backup manager** in Jira or **Backup and restore** in Confluence.
## Instead of cancelling
- Move to the **Free** plan if you have 10 users or fewer. Your data stays and you pay nothing.
- Remove users who do not need access; you pay only for the users left.
## Reactivate
Select **Reactivate** on the cancelled subscription before the data is deleted. You pay from the day you reactivate.
`,
        },
      ],
    },
  ],
};

const SECURITY: DocsHomeSpec = {
  key: 'security',
  context: { kind: 'theme', slug: 'security-and-access-policies' },
  title: 'Security and access policies documentation',
  tagline: 'Control how people log in, where your data lives and who did what in your organization.',
  deployment: 'Cloud',
  collections: [
    {
      slug: 'control-how-people-log-in',
      title: 'Control how people log in',
      subhead: 'Single sign-on, authentication policies and allowlists',
      description: 'Connect your identity provider, set login rules for each group and limit access to your networks.',
      pageType: 'Reference',
      children: [
        {
          slug: 'set-up-saml-single-sign-on',
          title: 'Set up SAML single sign-on (SSO)',
          shortTitle: 'Set up SAML SSO',
          metaDescription:
            'Connect Okta, Microsoft Entra ID, Google Workspace or another identity provider with SAML single sign-on (SSO).',
          related: ['topic-security-configure-authentication-policies', 'topic-organization-verify-a-domain'],
          body: `
With SAML single sign-on (SSO), people log in to Atlassian products with the account they already have at your company's identity provider. You control passwords, two-step verification and leavers in one place.
## Before you start
- Verify the domains of your users' email addresses; see [Verify a domain](entry:topic-organization-verify-a-domain).
- You need to be an organization admin, and an admin of your identity provider.
- SSO for managed accounts needs an Atlassian Guard subscription.
## Add the identity provider
1. Go to **admin.atlassian.com > Security > Identity providers**.
2. Select **Add identity provider** and choose yours: Microsoft Entra ID, Okta, Google Workspace, OneLogin, PingFederate or **Other provider**.
3. Name the directory and select **Set up SAML single sign-on**.
4. From your identity provider's SAML app, copy the **Identity provider Entity ID**, the **Identity provider SSO URL** and the **Public x509 certificate**, and paste them.
5. Copy the **Service provider entity URL** and **Service provider assertion consumer service URL** shown here into the SAML app.
6. Select **Link domains** and choose the verified domains whose users log in through this provider.
## Turn it on for users
SSO applies to users whose authentication policy requires it. Create a test policy with a few users first; see [Configure authentication policies](entry:topic-security-configure-authentication-policies).
[[block:callout-security-keep-an-admin-out-of-sso]]
## Troubleshoot SAML
| Error | Likely cause |
| *The SAML response is not signed* | The app in your identity provider does not sign assertions; turn on response signing |
| *User not found* | The NameID is not the user's email address, or the domain is not linked |
| Login loops back to the identity provider | The clock of the identity provider is more than 5 minutes out, or the certificate expired |
Open **Security > Identity providers > your provider > SAML details** to see the last login errors.
`,
        },
        {
          slug: 'configure-authentication-policies',
          title: 'Configure authentication policies',
          metaDescription:
            'Use authentication policies to require SSO or two-step verification, set password rules and session length per group of users.',
          related: ['topic-security-set-up-saml-single-sign-on', 'topic-accounts-turn-on-two-step-verification'],
          body: `
An authentication policy sets how a group of managed users logs in: with single sign-on or a password, with or without two-step verification, and for how long a session lasts. Different people can have different policies, for example contractors without SSO.
## What a policy controls
| Setting | Options |
| Single sign-on | Enforce SSO, or allow password login |
| Two-step verification | Required, or optional (only when SSO is not enforced) |
| Password strength | Minimum length and expiry (only without SSO) |
| Idle session timeout | From 30 minutes to 30 days |
| API tokens | Allowed or blocked for the policy's users |
## Create a policy
1. Go to **admin.atlassian.com > Security > Authentication policies**.
2. Select **Add policy**, choose the identity provider or **Atlassian password**, and name it.
3. Select the policy, then change the settings in the **Settings** tab and select **Update**.
4. Open the **Members** tab, select **Add members** and choose users or upload a CSV of email addresses.
Every managed user is in exactly one policy. New users join the **default policy**; select **Set as default** on the policy you want them in.
## Test before you enforce
Move two or three people into a new policy first and ask them to log out and in again. Then move everyone else.
## Users who are not managed
Policies apply to managed accounts, whose domain you verified. External users, such as customers or partners with their own email domains, follow their own account settings; require two-step verification for them with an **external user policy**.
`,
        },
        {
          slug: 'restrict-access-with-ip-allowlists',
          title: 'Restrict access with IP allowlists',
          shortTitle: 'IP allowlists',
          metaDescription:
            'Allow access to your products only from your office and VPN IP addresses with an IP allowlist.',
          related: ['topic-security-configure-authentication-policies'],
          body: `
An IP allowlist lets people use your products only from the networks you trust, such as your office or VPN. From any other address, they see a message that access is blocked.
## Add an IP allowlist
1. Go to **admin.atlassian.com > Security > IP allowlists**.
2. Select **Create IP allowlist** and name it.
3. Choose the products it applies to, for example your Jira and Confluence sites.
4. Add IP addresses or ranges in CIDR notation, such as *203.0.113.0/24*, one per line with a description.
5. Select **Create**, then **Turn on** the allowlist.
## What the allowlist covers
| Covered | Not covered |
| Browsers and the mobile apps | Customers of a service project's help center, unless you include it |
| REST API calls with API tokens | Email notifications and links already sent |
| Connect and Forge apps acting for a user | Marketplace apps' own servers |
## Avoid locking yourself out
- Add the address you are using now before you turn the allowlist on; the page shows it.
- Include the addresses of your VPN exits and every office, and of CI servers that call the APIs.
- Test with one product first.
If you lock everyone out, an organization admin can still open **admin.atlassian.com** from any address and turn the allowlist off.
`,
        },
      ],
    },
    {
      slug: 'protect-and-monitor-your-data',
      title: 'Protect and monitor your data',
      subhead: 'Data residency and the audit log',
      description: 'Choose the region where your product data is stored and see who changed what in your organization.',
      pageType: 'Reference',
      children: [
        {
          slug: 'choose-where-your-data-is-stored',
          title: 'Choose where your data is stored',
          shortTitle: 'Data residency',
          metaDescription:
            'Data residency: pin the data of your Jira and Confluence sites to a region such as the EU, the US or Australia, and move it.',
          related: ['topic-security-view-the-organization-audit-log'],
          body: `
Data residency lets you choose the region where a product's in-scope data is stored, to meet company policy or data protection rules. Data residency is available on Standard, Premium and Enterprise plans.
## Regions
| Region | Location |
| Global | Wherever performance is best for your users |
| European Union | Germany and Ireland |
| United States | Eastern and western US |
| Australia | Sydney |
| Japan | Tokyo |
| United Kingdom | London |
More regions, such as Canada, India and Singapore, are available for some products.
## Which data is pinned
In-scope data includes issues, pages, comments, attachments and their history. Some data stays global, such as user account details, analytics and data used to route your requests. The full list for each product is in the Trust Center.
## Move your data to a region
1. Go to **admin.atlassian.com > Security > Data residency**.
2. Select the product, then **Request move**.
3. Choose the region and a **move window** at least 24 hours ahead.
4. Select **Submit request**.
During the move window, the product is unavailable for up to a few hours, depending on how much data it holds. Everyone with access gets an email before it starts.
## Check where data is stored
The **Data residency** page shows the current region of each product and the status of any move. Moves and region changes are recorded in the organization audit log.
## Apps
Marketplace apps store their own data. Apps that support data residency show **Data residency** on their Marketplace listing and follow the region of the product they are installed on.
`,
        },
        {
          slug: 'view-the-organization-audit-log',
          title: 'View the organization audit log',
          metaDescription:
            'See who changed users, groups, policies and settings in your organization with the audit log, and export it.',
          related: ['topic-security-configure-authentication-policies', 'topic-organization-understand-admin-roles'],
          body: `
The organization audit log records what admins and users did in your organization: who gave product access, changed a policy, verified a domain or exported data, and when.
## Open the audit log
1. Go to **admin.atlassian.com** and select your organization.
2. Select **Security > Audit log**.
3. Use the date range, **Actor**, **Activity** and **Location** filters to narrow the list.
Select an activity to see its details: the IP address, the user agent and the values before and after a change.
## What is recorded
| Area | Examples of activity |
| Users | Invited, deactivated, product access given or removed |
| Groups | Created, deleted, members added or removed |
| Security | Authentication policy changed, SSO configured, API token created or revoked |
| Organization | Domain verified, accounts claimed, admin role granted |
| Products | Site created, data residency move requested |
## How long activity is kept
| Plan | Retention |
| Free and Standard | 7 days, organization activity only |
| Premium | 180 days |
| Enterprise or Atlassian Guard | Up to 7 years, including activity inside products |
## Export the audit log
Select **Export log** to download the filtered activities as a CSV file. Large exports are prepared in the background and emailed to you. To send activity to your SIEM continuously, use the organization REST API or the Splunk and Microsoft Sentinel integrations.
`,
        },
      ],
    },
  ],
};

const USERS: DocsHomeSpec = {
  key: 'users',
  context: { kind: 'theme', slug: 'user-management' },
  title: 'User management documentation',
  tagline: 'Invite people, give and remove product access, and organize users in groups.',
  deployment: 'Cloud',
  collections: [
    {
      slug: 'manage-users-and-groups',
      title: 'Manage users and groups',
      subhead: 'From invitation to leaving',
      description:
        'Invite users, give them the products they need, organize them in groups and remove them when they leave.',
      pageType: 'Reference',
      children: [
        {
          slug: 'invite-users-and-give-product-access',
          title: 'Invite users and give product access',
          shortTitle: 'Invite users',
          metaDescription: 'Invite people to your organization and choose which products and roles they get.',
          related: ['topic-users-manage-groups', 'topic-users-remove-or-suspend-users'],
          body: `
People need product access to use Jira, Confluence or any other product on your sites. Invite them, or let people with an approved domain join on their own.
## Invite users
1. Go to **admin.atlassian.com > Directory > Users**.
2. Select **Invite users**.
3. Enter up to 10 email addresses, or select **Upload CSV** for more.
4. Under **Product access**, choose the role for each product, for example **User** for Jira and **Guest** for Confluence.
5. Optionally add them to groups, then select **Invite**.
They get an email with a link to join. Until they accept, they are listed as **Invited** and already count towards your bill.
## Product roles
| Role | Can do |
| Product admin | Configure the product, in addition to using it |
| User | Use the product |
| Guest | See only the spaces they are invited to (Confluence) |
| No access | Nothing; the person is not billed for this product |
## Let people join without an invitation
Under **Products > User access settings**, add your company's domain as an **approved domain**. People with that email domain can then join and get the default product access you choose, with or without an admin's approval.
[[block:callout-users-billing]]
## Give access to an existing user
Select the user, then **Add product access** and choose the products and roles. Changes take effect the next time they load a page.
`,
        },
        {
          slug: 'remove-or-suspend-users',
          title: 'Remove or suspend users',
          metaDescription:
            'Remove product access, suspend or remove a user from your organization when someone leaves or changes roles.',
          related: [
            'topic-users-invite-users-and-give-product-access',
            'topic-accounts-delete-or-deactivate-your-account',
          ],
          body: `
When someone leaves or no longer needs a product, take away their access. Their work stays on your sites.
## Choose what to do
| Action | Effect | Billed? | Reversible? |
| Remove product access | They cannot use that product; other products still work | No, for that product | Yes |
| Suspend access | They cannot log in to any product of the organization | No | Yes, select **Restore access** |
| Remove user | They leave the organization's directory | No | Invite them again |
| Deactivate account | Managed accounts only: they cannot log in anywhere with the account | No | Yes, within 14 days of deletion |
| Delete account | Managed accounts only: personal data is deleted after 14 days | No | No, after 14 days |
## Remove a user
1. Go to **admin.atlassian.com > Directory > Users**.
2. Select the user, then the **More** menu.
3. Select **Remove user** and confirm.
To remove many users, select them in the list and use **Remove users** in the bulk actions bar.
## Suspend a user
On the user's page, select **Suspend access**. Suspending is the quickest way to stop someone logging in while you decide what to do with their account.
## Users from an identity provider
If users are provisioned from Microsoft Entra ID, Okta or another identity provider, deactivate or remove them there. Changes made here are overwritten at the next sync.
## What happens to their work
Issues, pages and comments stay where they are, and their name stays on them. Reassign their open issues and transfer ownership of their filters, dashboards and Confluence spaces before you remove them.
`,
        },
        {
          slug: 'manage-groups',
          title: 'Manage groups',
          metaDescription:
            'Create groups, add members and use groups to give product access and permissions to many people.',
          related: ['topic-users-invite-users-and-give-product-access', 'topic-organization-understand-admin-roles'],
          body: `
Groups let you give product access and permissions to many people at once. When someone changes teams, change their groups instead of every project and space.
## Create a group
1. Go to **admin.atlassian.com > Directory > Groups**.
2. Select **Create group**.
3. Enter a **Group name** such as *marketing-team* and a description of what it is for.
4. Select **Create**, then **Add group members**.
## Give a group product access
On the group's page, select **Add product**, then choose the product and role. Everyone in the group gets it, and new members get it as soon as they join.
## Default groups
Each product has default groups, such as *jira-software-users-example*, that new users join when they get access. Do not delete them; change which groups are defaults under **Products > Product access**.
## Groups from your identity provider
Groups synced with SCIM are marked **Synced** and are managed in your identity provider: you cannot add or remove members here, but you can give them product access.
## Delete a group
Select **More > Delete group**. People in it lose the product access and permissions it gave them, unless another group gives the same.
| Before you delete | Where to look |
| Product access the group gives | The group's **Product access** tab |
| Project and space permissions | Permission schemes in Jira, space permissions in Confluence |
| Admin roles | **Directory > Admins** |
`,
        },
      ],
    },
  ],
};

const ORGANIZATION: DocsHomeSpec = {
  key: 'organization',
  context: { kind: 'theme', slug: 'organization-administration' },
  title: 'Organization administration documentation',
  tagline: 'Set up your organization, verify domains, claim accounts and share the admin work.',
  deployment: 'Cloud',
  collections: [
    {
      slug: 'set-up-your-organization',
      title: 'Set up your organization',
      subhead: 'From your first admin to managed accounts',
      description:
        'Understand organizations and admin roles, then verify your domains and claim your company accounts.',
      pageType: 'Guide',
      children: [
        {
          slug: 'organizations-and-admins',
          title: 'Organizations and admins',
          description: 'What an organization is and who can administer it.',
          overview:
            "<p>An organization connects your company's users, products and policies in <strong>Atlassian Administration</strong>.</p><ul><li>Understand organizations</li><li>Give admin roles</li></ul>",
          topics: [
            {
              slug: 'what-is-an-organization',
              title: 'What is an organization?',
              metaDescription:
                "An organization holds your company's sites, products, users and security policies in one place.",
              body: `
An **organization** is where your company administers Atlassian cloud products. It holds your sites and products, the people who use them and the policies that protect them.
## Organizations, sites and products
| Term | What it is | Example |
| Organization | Your company in Atlassian Administration | Example Corp |
| Site | A web address that hosts products | example.atlassian.net |
| Product | Jira, Confluence and others, on a site | Jira on example.atlassian.net |
An organization can have several sites, for example one per region or business unit, and one directory of users for all of them.
## How you get an organization
You get one automatically when you create your first site. To see it, go to **admin.atlassian.com**; if you are an admin of more than one, choose it from the organization menu.
## What you do in an organization
- Manage users and groups in the **Directory**.
- Verify domains and claim your company's accounts.
- Set security policies and see the audit log.
- Manage subscriptions and billing.
Next, decide who helps you administer it: [Understand admin roles](entry:topic-organization-understand-admin-roles).
`,
            },
            {
              slug: 'understand-admin-roles',
              title: 'Understand admin roles',
              shortTitle: 'Admin roles',
              metaDescription:
                'Organization admin, user access admin, product admin and billing admin: what each admin role can do.',
              body: `
Share administration with the people who do it day to day, and give each the smallest role that lets them do their job.
## Admin roles
| Role | Can | Cannot |
| Organization admin | Everything: security, domains, billing, users and every product | Nothing is out of reach |
| User access admin | Give and remove product access, manage groups and invitations | Change security policies or billing |
| Product admin | Configure one product, such as Jira projects and schemes | Manage users of the organization |
| Billing admin | Manage payment methods, plans and invoices | Manage users or products |
## Give an admin role
1. Go to **admin.atlassian.com > Directory > Admins** (or **Users** and select the user).
2. Select **Add admin**.
3. Enter the person's email address and choose the role, and for a product or user access admin, the products it applies to.
4. Select **Add**.
## Keep two organization admins
An organization with one admin is stuck when that person is away or leaves. Keep at least two, and review the list every quarter in the audit log: **Security > Audit log**, filtered by *Admin role granted*.
## Remove an admin role
Select **Remove role** next to the admin. The person keeps their product access; only the admin role goes.
`,
            },
          ],
        },
        {
          slug: 'domains-and-managed-accounts',
          title: 'Domains and managed accounts',
          description: 'Prove you own your domains and manage the accounts that use them.',
          overview:
            "<p>Verifying a domain is the step that lets you manage your company's accounts and apply security policies to them.</p><ul><li>Verify a domain</li><li>Claim accounts</li></ul>",
          topics: [
            {
              slug: 'verify-a-domain',
              title: 'Verify a domain',
              metaDescription:
                'Verify that your organization owns a domain with a DNS TXT record or an HTML file, so you can claim its accounts.',
              body: `
Verify a domain to prove that your company owns it. Once it is verified, you can claim the Atlassian accounts that use email addresses at that domain and apply your security policies to them.
## Verify with a DNS record
1. Go to **admin.atlassian.com > Settings > Domains**.
2. Select **Add domain**, enter the domain, such as *example.com*, and choose **DNS record**.
3. Copy the TXT record shown and add it at your DNS provider:
[[block:code-organization-dns-txt]]
4. Back in **Domains**, select **Verify domain**.
DNS changes can take up to 72 hours to be seen everywhere. The status shows **Verification pending** until we see the record; we check again every few hours.
## Verify with an HTML file
Choose **HTTPS** instead of **DNS record** if you can publish files on the domain's web server. Download the verification file and make it available at *https://example.com/atlassian-domain-verification.html*, then select **Verify domain**.
## Keep the record
Leave the TXT record or file in place. We check it regularly, and if it disappears the domain becomes unverified and your claimed accounts stop following your policies.
## Subdomains
Verifying *example.com* also verifies its subdomains, such as *eu.example.com*, when you use a DNS record.
Next: [Claim accounts](entry:topic-organization-claim-accounts).
`,
            },
            {
              slug: 'claim-accounts',
              title: 'Claim accounts on a verified domain',
              shortTitle: 'Claim accounts',
              metaDescription:
                'Claim the Atlassian accounts of your verified domain so your organization manages them.',
              body: `
Claiming accounts makes them **managed accounts**: your organization can edit their details, deactivate them and apply authentication policies. Until you claim them, people with your company's email address manage their accounts on their own.
[[block:callout-organization-claim-accounts]]
## Claim accounts
1. Go to **admin.atlassian.com > Settings > Domains**.
2. Next to the verified domain, select **Claim accounts**.
3. Review how many accounts will be claimed and select **Claim accounts**.
Every existing and future account with an email address at that domain becomes managed. Claimed accounts get an email explaining the change.
## What changes for a managed account
| Before | After |
| The person edits their own email address | Only an organization admin can change it |
| The person can delete their account | Only an organization admin can deactivate or delete it |
| Account settings apply | Your authentication policy applies: SSO, two-step verification, session length |
## Accounts you should not claim
If some people use your domain for personal accounts, for example for the Community or Marketplace, tell them before you claim. They can change their address to a personal one first.
## Unclaim a domain
Select **Remove domain**. The accounts become unmanaged again and your policies stop applying to them.
`,
            },
          ],
        },
      ],
    },
  ],
};

export const ADMINISTRATION_DOCS: DocsHomeSpec[] = [ACCOUNTS, BILLING, SECURITY, USERS, ORGANIZATION];
