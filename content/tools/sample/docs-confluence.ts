/** Confluence documentation: Cloud and Data Center. */
import type { DocsHomeSpec } from './docs';

export const CONFLUENCE_DOCS: DocsHomeSpec[] = [
  {
    key: 'confluence-cloud',
    context: { kind: 'product', slug: 'confluence-cloud' },
    title: 'Confluence Cloud documentation',
    tagline: 'Create, organise and share your team’s knowledge in one place.',
    deployment: 'Cloud',
    collections: [
      {
        slug: 'get-started-with-confluence',
        title: 'Get started with Confluence',
        subhead: 'Your first space and your first pages',
        description: 'Create a space for your team, write and format pages, and share them with the right people.',
        pageType: 'Guide',
        children: [
          {
            slug: 'create-a-space',
            title: 'Create a space',
            description: 'Spaces hold related pages. Start with one for your team.',
            overview:
              '<p>A <strong>space</strong> is a home for related pages: a team, a project or a knowledge base.</p><ul><li>Create the space</li><li>Set its permissions</li></ul>',
            topics: [
              {
                slug: 'create-your-first-space',
                title: 'Create your first space',
                metaDescription: 'Create a Confluence space from a template and set up its overview page.',
                video: 'video-confluence-getting-started',
                body: `
Spaces group pages that belong together. Most organisations have a space per team, plus spaces for large projects and for company-wide information such as policies.
## Create the space
1. Select **Spaces > Create a space**.
2. Choose a template. **Team space** gives you an overview page with a team roster and meeting notes; **Knowledge base** is set up for how-to articles; **Blank space** gives you an empty overview.
3. Enter a **name** and a **space key**. The key appears in page urls and cannot be changed later.
4. Select **Create**.
## Set up the overview
The overview page is the first thing people see. Replace the template text with a sentence about what the space is for, links to the most important pages, and who to contact with questions.
[[block:callout-confluence-whiteboards]]
## Organise the sidebar
The sidebar shows the **page tree**. Drag pages to reorder them or to nest them under a parent. Keep the top level short: five to eight sections are easier to scan than thirty pages.
## Permissions
By default, everyone with access to Confluence can view and edit a new space. To change that, read [Set space permissions](entry:topic-confluence-cloud-set-space-permissions) before you add sensitive content.
`,
                related: ['topic-confluence-cloud-set-space-permissions'],
              },
              {
                slug: 'set-space-permissions',
                title: 'Set space permissions',
                metaDescription: 'Control who can view, edit and administer a Confluence space.',
                body: `
Space permissions decide who can see a space and what they can do in it. They are set by **space admins** in *Space settings > Permissions*. {{anchor:anchor-space-permissions}}
## Permission types
| Permission | Allows |
| View | See the space and its pages |
| Add pages and blogs | Create and edit content |
| Delete own | Delete content they created |
| Add comments | Comment on pages |
| Admin | Change space settings and permissions |
## Grant permissions
1. Go to *Space settings > Permissions* and select **Edit permissions**.
2. Under **Groups**, add a group and tick the permissions it needs.
3. Under **Individual users**, add people who need something extra, such as a contractor who needs view access only.
4. Select **Save all**.
[[block:callout-confluence-space-permissions]]
## Anonymous access
If your site allows it, you can give **anonymous users** view access to a space to publish it on the internet. Check with your organisation admin first: anything in that space becomes public.
## Page restrictions
Restrictions limit who can view or edit a single page and its children. They can only narrow what space permissions allow, never widen it. See [Restrict a page](entry:topic-confluence-cloud-restrict-a-page).
`,
                related: ['topic-confluence-cloud-restrict-a-page'],
              },
            ],
          },
          {
            slug: 'create-and-share-pages',
            title: 'Create and share pages',
            description: 'Write pages, format them well and share them with others.',
            overview:
              '<p>Pages are where work is written down.</p><ol><li>Create a page from a template</li><li>Format it so it is easy to read</li><li>Share it and collect feedback</li></ol>',
            topics: [
              {
                slug: 'create-a-page',
                title: 'Create a page',
                metaDescription: 'Create a Confluence page, use a template and publish it.',
                body: `
Every piece of content in Confluence lives on a page. Pages are created as **drafts** that only you can see until you publish them.
## Create the page
1. In the sidebar of a space, hover over the parent page and select **+**. The new page becomes a child of it.
2. Choose a template, or start from a blank page. Templates such as *Meeting notes*, *Decision* and *Product requirements* give you a ready-made structure.
3. Give the page a clear title. Titles must be unique within a space.
4. Write your content. Confluence saves the draft automatically.
5. Select **Publish**.
## Collaborate while editing
Several people can edit a page at the same time. Their cursors show in different colours, and changes merge as you type. Unpublished changes are shared between collaborators but hidden from readers until someone publishes.
## Live docs
Select **Live doc** instead of *Page* to create a document without a publish step: every change is visible to readers immediately. Live docs suit meeting notes and brainstorming.
## Move or copy a page
Select **...> Move** to change the parent or space, or **...> Copy** to duplicate it. Copies keep attachments but not comments or page history.
`,
                related: ['topic-confluence-cloud-format-your-content', 'topic-confluence-cloud-share-a-page'],
              },
              {
                slug: 'format-your-content',
                title: 'Format your content',
                metaDescription: 'Use headings, tables, panels, macros and markdown shortcuts in the editor.',
                body: `
Well-formatted pages are easier to scan. The editor supports markdown-style shortcuts, so you can format without leaving the keyboard.
## Shortcuts
| Type | To get |
| \`## \` at the start of a line | Heading 2 |
| \`* \` or \`- \` | A bullet list |
| \`1. \` | A numbered list |
| \`[] \` | An action item |
| \`\`\`\` | A code block |
| \`/\` | The insert menu for tables, panels and macros |
## Structure long pages
- Use **headings** in order, without skipping levels. The *Table of contents* macro builds itself from them.
- Put the most important information first. Many readers only read the first screen.
- Use **panels** for notes and warnings, but sparingly: a page full of panels has no emphasis left.
## Tables
Type \`/table\` to insert one. Select a column to sort it, or add a **header row** so the table stays readable when it scrolls. For large data sets, a Confluence **database** or a Jira issue list is easier to maintain.
## Macros
Macros add dynamic content: the *Jira issues* macro shows live issues, *Page properties report* summarises child pages, and *Excerpt include* reuses a paragraph from another page.
`,
              },
              {
                slug: 'share-a-page',
                title: 'Share a page',
                metaDescription: 'Share pages with people, groups or a public link, and collect comments.',
                body: `
Share a page when you want someone to read it or give feedback. Sharing sends a notification; it does not change who has access.
## Share with people
1. Select **Share** at the top of the page.
2. Enter names, group names or email addresses.
3. Add a short message explaining what you need, such as *Please review the rollout dates by Friday*.
4. Select **Share**.
People who cannot see the page because of space permissions or restrictions get an access request instead.
## Copy the link
Select **Copy link**. Confluence links keep working when a page is renamed or moved, because they contain the page id.
## Public links
If your admin allows it, select **Public link** to share a page with people outside your organisation. Anyone with the link can read the page, but not its children, comments or attachments list. Turn the link off at any time.
## Collect feedback
- **Inline comments**: highlight text and select the comment icon. Resolve the comment when it has been addressed.
- **Page comments**: at the bottom of the page, for general discussion.
- **Reactions**: a quick way to acknowledge without adding noise.
`,
              },
            ],
          },
        ],
      },
      {
        slug: 'pages-and-content',
        title: 'Pages and content',
        subhead: 'Everything you can do with a page',
        description: 'Restrictions, history, templates, attachments, archiving and export.',
        pageType: 'Reference',
        children: [
          {
            slug: 'restrict-a-page',
            title: 'Restrict a page',
            metaDescription: 'Limit who can view or edit a page with page restrictions.',
            body: `
Page restrictions let you limit viewing or editing to specific people or groups, without changing the space permissions.
## Add a restriction
1. Select the **lock** icon at the top of the page.
2. Choose **Anyone can view, only some can edit** or **Only specific people can view or edit**.
3. Add people or groups and choose **Can view** or **Can edit** for each.
4. Select **Apply**.
## How restrictions combine
- View restrictions are **inherited**: restricting a page also restricts all its children.
- Edit restrictions are **not inherited**: each child page needs its own.
- Restrictions never grant more than space permissions allow. Someone without view access to the space cannot see a page even if you add them to it.
## Find restricted pages
Space admins can see every restricted page in *Space settings > Restricted pages* and remove restrictions there, even on pages they cannot view.
## Troubleshooting
If someone cannot see a page you shared, check three things in order: their product access, the space permissions and the restrictions on the page and each of its parents. The **Inspect permissions** tool in the admin settings shows the result for one person.
`,
            related: ['topic-confluence-cloud-set-space-permissions'],
          },
          {
            slug: 'view-page-history',
            title: 'View page history',
            metaDescription: 'Compare versions of a page and restore an earlier version.',
            body: `
Confluence keeps every published version of a page. Use the history to see what changed, who changed it and to roll back mistakes.
## Open the history
Select **...> Page history**. Each row shows the version number, the date, the author and the optional change comment.
## Compare versions
Tick two versions and select **Compare selected versions**. Added text is highlighted in green, removed text in red. Formatting changes are shown as changes to the whole paragraph.
## Restore a version
Select **Restore this version** next to the version you want. Confluence creates a **new** version with the old content, so nothing in the history is lost and the restore can itself be undone.
## Version comments
When you publish, you can describe the change. Good comments such as *Updated prices for 2025* make the history far more useful than a list of dates.
## What is not versioned
Comments, labels and page restrictions are not part of page versions. Attachments have their own version history, found under *...> Attachments*.
## Retention
Admins can limit how many versions are kept in *Settings > Data management > Retention rules*. Versions removed by a retention rule cannot be restored.
`,
          },
          {
            slug: 'use-templates',
            title: 'Use templates',
            metaDescription: 'Start pages from templates and create templates for your space.',
            body: `
Templates give pages a consistent structure. Confluence includes dozens, from retrospectives to product requirements, and space admins can add their own.
## Use a template
When you create a page, the template browser opens on the right. Search or browse by category, preview a template, and select **Use template**. The placeholder text disappears as soon as you start typing in it.
## Create a space template
1. Go to *Space settings > Templates* and select **Create new template**.
2. Write the structure: headings, instructions and macros.
3. Add **instructional text** (type \`/placeholder\`) for guidance that disappears when the author types.
4. Name the template, add a description and save.
## Global templates
Confluence admins can create templates for every space in *Settings > Look and feel > Global templates*. Use them for content every team writes, such as incident reviews.
## Tips
- Keep templates short. People delete sections they do not understand.
- Include an example of a finished page in the description, or link to one.
- Review templates yearly. An outdated template spreads outdated content.
`,
          },
          {
            slug: 'manage-attachments',
            title: 'Manage attachments',
            metaDescription: 'Upload files, show them on pages and manage attachment versions.',
            body: `
Attach files to a page to show them inline or keep them with the content they belong to.
## Upload
Drag files onto the page while editing, or type \`/files\`. Images appear inline; PDFs and office documents show a preview card. The maximum size per file is 250 MB.
## Update a file
Upload a file with the same name to create a new **version** of the attachment. Pages that display it show the latest version automatically.
## See all attachments
Select **...> Attachments** to list every file on the page with its size and version. From there you can download, delete or view properties of each file.
## Storage
Attachments count toward your site's storage. Admins see usage in *Settings > Storage*. Large videos are better hosted on a video service and embedded.
## Troubleshooting
| Problem | Solution |
| Upload fails at 100% | Check the file against the size limit and your network's proxy limits |
| Image appears blurry | Upload the original resolution; Confluence scales it down but never up |
| Preview is missing | Preview is generated in the background; large files can take a few minutes |
`,
          },
          {
            slug: 'archive-pages',
            title: 'Archive pages',
            metaDescription: 'Archive outdated pages to keep search results relevant.',
            body: `
Archiving removes outdated pages from search and the page tree, but keeps them so you can restore them later. It keeps your space relevant without losing history.
## Archive a page
1. Select **...> Archive** on the page.
2. Choose whether to archive its children too.
3. Confirm.
To archive many pages at once, go to *Space settings > Archived pages* and select **Archive pages**, or use the filters to find pages not updated for a year.
## What changes
- Archived pages are hidden from the page tree and from search by default.
- Links to archived pages keep working and show an *archived* banner.
- People with view permission can still read them.
## Restore
Open *Space settings > Archived pages*, find the page and select **Restore**. It returns to its original position in the page tree if the parent still exists.
## Archive or delete?
Delete pages only when they were created by mistake. Deleted pages go to the space trash for 30 days and then disappear permanently, together with their history.
`,
          },
          {
            slug: 'export-a-page',
            title: 'Export a page',
            metaDescription: 'Export Confluence pages to PDF or Word.',
            body: `
Export a page when you need to share it outside Confluence or keep a copy at a point in time.
## Export one page
Select **...> Export** and choose **PDF** or **Word**. The file is generated in the browser and downloaded.
## Export a space
Space admins can export a whole space from *Space settings > Export space*:
| Format | Use it for |
| PDF | Printing or sending a read-only copy |
| HTML | Hosting a static copy on a web server |
| XML | Importing the space into another Confluence site |
| CSV | Analysing page data in a spreadsheet |
## Customise PDF exports
In *Space settings > Look and feel > PDF export*, add a title page, headers, footers and a stylesheet. For example, add page numbers with a CSS rule on the footer.
## Limits
Exports include only the pages you can see. Very large spaces take a long time to export; you receive an email with a download link when the export finishes. Dynamic macros export the values they showed at the time of the export.
`,
          },
        ],
      },
    ],
  },
  {
    key: 'confluence-dc',
    context: { kind: 'product', slug: 'confluence-data-center' },
    title: 'Confluence Data Center documentation',
    tagline: 'Install, configure and scale Confluence on your own infrastructure.',
    deployment: 'Data Center',
    collections: [
      {
        slug: 'administer-confluence-data-center',
        title: 'Administer Confluence Data Center',
        subhead: 'Run Confluence reliably at scale',
        description: 'Collaborative editing, backups, read-only mode and cluster operations.',
        pageType: 'Reference',
        children: [
          {
            slug: 'configure-synchrony',
            title: 'Configure Synchrony for collaborative editing',
            shortTitle: 'Configure Synchrony',
            metaDescription: 'Run Synchrony managed by Confluence or as a standalone cluster.',
            body: `
Synchrony is the service that lets several people edit the same page at the same time. Confluence Data Center can run it for you or you can run it as a standalone cluster.
## Managed by Confluence
This is the default. Each Confluence node starts its own Synchrony process and they discover each other. You only need to allow the Synchrony port (8091) between nodes.
## Standalone Synchrony
For large instances, run Synchrony on its own nodes so editing load does not compete with page views. Point Confluence at the Synchrony cluster in \`confluence.cfg.xml\`:
[[block:code-confluence-dc-synchrony]]
Then restart Confluence. The *Collaborative editing* page in the admin settings should show **Running**.
## Editing modes
| Mode | Behaviour |
| On | Real-time collaboration; changes save automatically |
| Limited | One editor at a time; use while troubleshooting Synchrony |
| Off | Legacy editor behaviour; not recommended |
## Troubleshooting
If editors see *Unable to communicate with server*, check that the reverse proxy forwards websocket connections for \`/synchrony\`. Most Synchrony problems are proxy configuration, not Synchrony itself.
`,
          },
          {
            slug: 'enable-read-only-mode',
            title: 'Enable read-only mode',
            metaDescription: 'Put Confluence in read-only mode during maintenance.',
            versions: ['9.2', '10.0'],
            body: `
Read-only mode lets people keep reading Confluence during maintenance, such as an upgrade rehearsal or a database migration, while preventing changes that would be lost.
## Turn it on
1. Go to *General configuration > Maintenance*.
2. Enter a **banner message**, for example *Confluence is read-only until 18:00 UTC for maintenance*.
3. Select **Enable read-only mode**.
The banner appears at the top of every page. Administrators can still change settings; everyone else can view, search and export.
## What is blocked
- Creating and editing pages, blogs and comments.
- Changing space settings and permissions.
- Installing or updating apps (apps may also declare their own read-only behaviour).
## Plan around it
Tell users in advance and keep the window short. Scheduled jobs that write content, such as imports, are paused and run when you turn read-only mode off.
## Turn it off
Return to *Maintenance* and select **Disable read-only mode**. The banner disappears immediately on all nodes.
If a node was restarted during the window, check that it also left read-only mode: the setting is stored in the database, so all nodes follow it.
`,
          },
          {
            slug: 'back-up-confluence',
            title: 'Back up Confluence',
            metaDescription: 'Back up the Confluence database and shared home directory.',
            body: `
A Confluence backup is a consistent copy of the **database** and the **shared home directory**. Take both at the same time.
## Recommended approach
- Back up the database with native tools, such as \`pg_dump\` or storage snapshots.
- Snapshot the shared home, which holds attachments and Synchrony data.
- Store backups off the Confluence servers, and encrypt them.
## Scheduled XML backups
Confluence can create a daily XML backup of its content. It is disabled by default on Data Center because it is slow and does not scale. Use it only for small instances or for moving individual spaces.
## Restore
To restore, stop all nodes, restore the database and shared home, then start one node and check it before starting the others.
## How often?
| Data | Frequency |
| Database | Nightly, plus transaction logs |
| Shared home | Nightly |
| Restore test | Quarterly |
A restore test on a staging server tells you how long recovery really takes, which is the number your business will ask for during an outage.
`,
          },
          {
            slug: 'add-a-cluster-node',
            title: 'Add a cluster node',
            metaDescription: 'Add a node to a Confluence Data Center cluster.',
            versions: ['8.5'],
            body: `
Adding a node increases the number of users Confluence can serve and keeps it available if another node fails. This page covers Confluence 8.5; later versions add nodes through the Helm chart or installer automation.
## Requirements
- The same Confluence version on every node.
- Access to the shared home directory, the database and the other nodes on the cluster ports (5801, 5701 and 25500 by default).
- Synchronised clocks: nodes more than a few seconds apart cause cache errors.
## Add the node
1. Copy the installation directory and local home from an existing node to the new server. Do not copy the local home's \`index\` directory; the new node copies the index from the shared home on start-up.
2. Edit \`confluence.cfg.xml\` on the new node if its host name or network interface differs.
3. Start Confluence on the new node. It joins the cluster and appears on the *Clustering* page.
4. Add the node to your load balancer with **session affinity** enabled.
## Check the node
Open the *Clustering* page and confirm that the new node is active and its index is up to date. Then send a test user to it by cookie and check page views and editing.
`,
          },
        ],
      },
    ],
  },
];
