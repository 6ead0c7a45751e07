/** Bitbucket documentation: Cloud and Data Center. */
import type { DocsHomeSpec } from './docs';

export const BITBUCKET_DOCS: DocsHomeSpec[] = [
  {
    key: 'bitbucket-cloud',
    context: { kind: 'product', slug: 'bitbucket-cloud' },
    title: 'Bitbucket Cloud documentation',
    tagline: 'Git repositories, code review and CI/CD for professional teams.',
    deployment: 'Cloud',
    collections: [
      {
        slug: 'get-started-with-bitbucket-cloud',
        title: 'Get started with Bitbucket Cloud',
        subhead: 'From a new workspace to your first merged pull request',
        description: 'Create a workspace and a repository, connect with SSH and review code with pull requests.',
        pageType: 'Guide',
        children: [
          {
            slug: 'set-up-your-workspace',
            title: 'Set up your workspace',
            description: 'Create a workspace and your first repository.',
            overview:
              '<p>A <strong>workspace</strong> contains your repositories and the people who work on them.</p><ul><li>Create a repository</li><li>Set up SSH access</li></ul>',
            topics: [
              {
                slug: 'create-a-repository',
                title: 'Create a repository',
                metaDescription: 'Create a Git repository in a Bitbucket Cloud workspace and push code to it.',
                body: `
A repository holds your code and its history. Every repository belongs to a **workspace** and, inside it, to a **project** that groups related repositories.
## Create it
1. Select **Create > Repository**.
2. Choose the workspace and project.
3. Enter a repository name. It becomes part of the clone url, so use lower case and hyphens.
4. Choose **Private** unless you intend to publish the code.
5. Choose whether to include a README and a \`.gitignore\`. Leave both out if you will push an existing project.
6. Select **Create repository**.
## Push an existing project
From your project folder, run:
- \`git remote add origin git@bitbucket.org:your-workspace/your-repo.git\`
- \`git push -u origin main\`
If the push is refused, set up your SSH key first: see [Set up SSH keys](entry:topic-bitbucket-cloud-set-up-ssh-keys).
## Repository settings to check
- **Default branch**: usually \`main\`.
- **Branch restrictions**: prevent direct pushes to main so changes go through pull requests.
- **Access**: projects give permissions to groups; grant repository access to individuals only for exceptions.
`,
                related: ['topic-bitbucket-cloud-set-up-ssh-keys'],
              },
              {
                slug: 'set-up-ssh-keys',
                title: 'Set up SSH keys',
                metaDescription: 'Create an SSH key and add it to Bitbucket Cloud.',
                body: `
SSH keys let you push and pull without typing a password. Bitbucket Cloud no longer accepts account passwords for Git; use SSH or an API token.
## Create a key
[[block:code-bitbucket-ssh-test]]
Accept the default file location and set a passphrase. The passphrase protects the key if your laptop is lost; an SSH agent remembers it so you type it once per session.
## Add the key to Bitbucket
1. Copy the **public** key: the file ending in \`.pub\`.
2. In Bitbucket, select your avatar, then *Personal settings > SSH keys*.
3. Select **Add key**, paste it and give it a label such as *Work laptop 2025*.
## Test the connection
Run \`ssh -T git@bitbucket.org\`. A successful test prints your username and *You can use git to connect to Bitbucket*.
## Troubleshooting
| Message | Cause |
| Permission denied (publickey) | The key is not added, or the agent offers a different key |
| Host key verification failed | Bitbucket's host key is missing from known_hosts; accept it on first connection |
| Repository not found | The key belongs to an account without access to the repository |
Use \`ssh -vT git@bitbucket.org\` to see which keys are offered.
`,
              },
            ],
          },
          {
            slug: 'work-with-pull-requests',
            title: 'Work with pull requests',
            description: 'Propose, review and merge changes.',
            overview:
              '<p>Pull requests are how changes are reviewed before they reach the main branch.</p><ol><li>Create a pull request</li><li>Review it</li><li>Merge it with the right strategy</li></ol>',
            topics: [
              {
                slug: 'create-a-pull-request',
                title: 'Create a pull request',
                metaDescription: 'Create a pull request from a branch and add reviewers.',
                video: 'video-bitbucket-pull-requests',
                body: `
A pull request proposes merging one branch into another and gives your team a place to review the change.
## Create it
1. Push your branch: \`git push -u origin feature/login-rate-limit\`.
2. In Bitbucket, select **Create pull request**, or follow the link printed by the push.
3. Choose the **source** branch and the **destination**, usually \`main\`.
4. Write a title and a description: what changed, why, and how to test it.
5. Add **reviewers**. Default reviewers configured for the repository are added automatically.
6. Select **Create pull request**.
## Draft pull requests
Select **Create draft pull request** if the work is not ready. Reviewers are not notified until you mark it ready, but builds still run.
## Good descriptions
- Link the Jira issue by including its key (\`MOBILE-42\`) in the branch name or title.
- Add screenshots for UI changes.
- Keep pull requests small: under 400 changed lines are reviewed faster and more carefully.
You need write access to the repository to create a pull request from one of its branches. Without it, fork the repository and open the pull request from your fork.
`,
                related: ['topic-bitbucket-cloud-review-a-pull-request'],
              },
              {
                slug: 'review-a-pull-request',
                title: 'Review a pull request',
                metaDescription: 'Comment on code, suggest changes and approve a pull request.',
                body: `
Reviewing is about finding problems early and sharing knowledge. Aim to review within one working day so authors are not blocked.
## Read the change
Open the **Files changed** tab. Use the file tree to move between files and tick **Viewed** on each file you finish. Switch between *unified* and *side-by-side* diffs with the settings icon.
## Comment
- Hover over a line and select **+** to comment on it. Select several lines to comment on a range.
- Use **Suggest a change** to propose exact code; the author can apply it with one click.
- Mark a comment as a **task** when something must be done before merging.
## Decide
| Action | Meaning |
| Approve | The change is ready to merge |
| Request changes | The author must address comments first; blocks merging if the repository requires it |
| Comment only | You have thoughts but no decision |
## Be kind and specific
Explain *why* something should change and separate blocking comments from preferences. Prefix optional suggestions with *nit:* so the author knows they can ignore them.
`,
              },
              {
                slug: 'merge-a-pull-request',
                title: 'Merge a pull request',
                metaDescription: 'Choose a merge strategy and merge checks for pull requests.',
                body: `
When a pull request is approved and its checks pass, merge it into the destination branch.
## Merge strategies
| Strategy | Result |
| Merge commit | Keeps every commit and adds a merge commit |
| Squash | Combines all commits into one on the destination |
| Fast-forward | Moves the branch pointer; only possible if no other changes landed |
Choose a default in *Repository settings > Merge strategies*. Squash keeps the main branch history readable; merge commits keep the detail of how work happened.
## Merge checks
Merge checks stop risky merges. Common checks are:
- At least two approvals.
- No open tasks.
- At least one successful build for the last commit.
Premium workspaces can **enforce** checks so nobody can bypass them.
## After merging
Tick **Close source branch** to delete the branch automatically. The linked Jira issue shows the merge in its development panel, and automation can move it to *Done*.
## Conflicts
If Bitbucket reports a conflict, merge the destination into your branch locally, resolve the conflicts, run the tests and push again.
`,
              },
            ],
          },
        ],
      },
      {
        slug: 'bitbucket-pipelines',
        title: 'Bitbucket Pipelines',
        subhead: 'Build, test and deploy from your repository',
        description:
          'Configure CI/CD with bitbucket-pipelines.yml: steps, caches, services, deployments and variables.',
        pageType: 'Reference',
        children: [
          {
            slug: 'get-started-with-pipelines',
            title: 'Get started with Bitbucket Pipelines',
            shortTitle: 'Get started with Pipelines',
            metaDescription: 'Enable Pipelines and write your first bitbucket-pipelines.yml.',
            body: `
Bitbucket Pipelines runs your build in a Docker container every time you push. The configuration lives in \`bitbucket-pipelines.yml\` at the root of the repository.
## Enable Pipelines
Go to *Repository settings > Pipelines > Settings* and turn on **Enable Pipelines**. Bitbucket suggests a template for your language.
## A first pipeline
[[block:code-bitbucket-pipelines-basic]]
This runs on every push to any branch: it starts a \`node:20\` container, restores the npm cache, installs dependencies and runs the tests.
[[block:image-docs-pipeline-steps]]
## Steps
Each step runs in a fresh container. Files are not shared between steps unless you declare them as **artifacts**. Steps run in order; use \`parallel\` to run independent steps at the same time.
[[block:callout-bitbucket-build-minutes]]
## See the results
The **Pipelines** page lists every run with its commit, duration and status. Select a run to see each step's log. The commit and the pull request show a green tick or a red cross.
To stop a running pipeline, select **Stop**. Steps already finished keep their results; the current step is marked as stopped.
`,
            related: ['topic-bitbucket-cloud-cache-dependencies', 'topic-bitbucket-cloud-deploy-with-pipelines'],
          },
          {
            slug: 'cache-dependencies',
            title: 'Cache dependencies',
            metaDescription: 'Speed up builds by caching dependencies between pipeline runs.',
            body: `
Downloading dependencies on every build is slow. Caches keep them between runs. {{anchor:anchor-pipelines-caches}}
## Predefined caches
Pipelines knows where common tools keep their files. Add the cache name to a step:
| Cache | Directory |
| node | node_modules |
| pip | ~/.cache/pip |
| maven | ~/.m2/repository |
| gradle | ~/.gradle/caches |
| docker | Docker image layers |
## Custom caches
Define your own in the \`definitions\` section, with a key so the cache is rebuilt when the lock file changes:
- \`definitions: caches: npm-ci: { key: { files: [package-lock.json] }, path: ~/.npm }\`
## How caches behave
- A cache is saved only after a **successful** step on any branch.
- Caches expire after one week; caches over 1 GB are not saved.
- Clear caches from the **Caches** button on the Pipelines page when they become corrupted.
## When caching does not help
If a build is still slow, check the step log for time spent outside installation, such as tests that could run in parallel steps. The *Build setup* section of the log shows how long restoring each cache took.
`,
          },
          {
            slug: 'use-services',
            title: 'Run databases and services',
            metaDescription: 'Run a database or other service container alongside a pipeline step.',
            body: `
Integration tests often need a database or message broker. Pipelines can run them as **service containers** next to your build container.
## Define a service
In \`definitions: services\`, give the service a name, an image and any environment variables, for example a \`postgres:16\` image with a \`POSTGRES_PASSWORD\` variable. Then list the service under the step's \`services\`.
The service is available on \`localhost\` at its usual port, so your tests connect to \`localhost:5432\`.
## Limits
- Up to five services per step.
- The build container and services share the step's memory: 4 GB by default, 8 GB with \`size: 2x\`.
- Services start before the script and stop after it; wait for readiness with a health check loop if the service is slow to start.
## Troubleshooting
| Symptom | Cause |
| Connection refused | The service is still starting; retry for a few seconds |
| Container killed | Memory limit reached; increase the size or lower service memory |
| Authentication failed | Variables in the service definition do not match the ones your tests use |
`,
          },
          {
            slug: 'deploy-with-pipelines',
            title: 'Deploy with Pipelines',
            metaDescription: 'Track deployments to test, staging and production environments.',
            body: `
Deployments tell Bitbucket which environment a step deploys to. You get a deployment dashboard, environment-specific variables and permissions.
## Mark a step as a deployment
[[block:code-bitbucket-pipelines-deploy]]
The \`deployment\` keyword names an environment defined in *Repository settings > Deployments*. Environments are grouped into **Test**, **Staging** and **Production**.
## Manual steps
Add \`trigger: manual\` to a step so it runs only when someone selects **Deploy**. Use it for production so a person decides when to release.
## Deployment permissions
In *Repository settings > Deployments*, restrict who can deploy to production and which branches may deploy. Premium workspaces can require an approval.
## Variables per environment
Add variables such as \`STAGING_HOST\` to an environment. They are only available to steps that deploy to it, so production secrets never reach test builds. Mark secrets as **Secured** so they are masked in logs.
## The deployments dashboard
The **Deployments** page shows what is running in each environment, which commits and Jira issues are new since the last release, and lets you redeploy a previous version.
`,
          },
          {
            slug: 'use-pipeline-variables',
            title: 'Use variables and secrets',
            metaDescription: 'Define workspace, repository and deployment variables for pipelines.',
            body: `
Variables keep configuration and secrets out of your \`bitbucket-pipelines.yml\`.
## Levels
| Level | Defined in | Available to |
| Workspace | Workspace settings | All repositories in the workspace |
| Repository | Repository settings | All steps of the repository |
| Deployment | Deployment environment | Steps deploying to that environment |
If the same name exists at several levels, the most specific wins: deployment, then repository, then workspace.
## Secured variables
Tick **Secured** for passwords and tokens. Secured values are encrypted, masked in logs and cannot be viewed again, only replaced.
## Default variables
Pipelines provides variables such as \`BITBUCKET_BRANCH\`, \`BITBUCKET_COMMIT\` and \`BITBUCKET_BUILD_NUMBER\`. Use them to tag images or name artefacts.
## Good practice
- Use OpenID Connect to authenticate to cloud providers instead of storing long-lived keys.
- Rotate secrets when someone with admin access leaves.
- Never \`echo\` a secret; masking can miss values that are transformed, such as base64.
## Who can change variables
Only workspace and repository admins can add or edit variables. Anyone who can push to the repository can use them in a pipeline, so restrict deployment variables to protected branches.
`,
          },
          {
            slug: 'troubleshoot-pipelines',
            title: 'Troubleshoot failed pipelines',
            metaDescription: 'Diagnose common pipeline failures: memory, timeouts and missing files.',
            body: `
Most failed pipelines fall into a few patterns. Read the step log from the bottom up: the first error is usually just above the exit code.
## Common failures
| Log message | Cause and fix |
| Container 'Build' exceeded memory limit | Increase \`size: 2x\` or reduce parallelism in the build tool |
| Exceeded build time limit | Steps stop after 120 minutes; split the step or cache more |
| No such file or directory | A file from an earlier step was not declared as an artifact |
| Permission denied (publickey) | The pipeline's SSH key is not added to the target server |
## Reproduce locally
Run the same image locally with Docker, mount your repository and run the script lines one by one. Differences between your machine and the pipeline are usually environment variables or tool versions.
## Rerun
Select **Rerun** to run the failed steps again. Flaky tests should be fixed rather than rerun: they hide real failures.
## Get more detail
Add \`set -x\` at the start of a script to print every command. For Docker builds, enable \`DOCKER_BUILDKIT=1\` for clearer output.
`,
          },
        ],
      },
    ],
  },
  {
    key: 'bitbucket-dc',
    context: { kind: 'product', slug: 'bitbucket-data-center' },
    title: 'Bitbucket Data Center documentation',
    tagline: 'Self-managed Git hosting that scales with your organisation.',
    deployment: 'Data Center',
    collections: [
      {
        slug: 'administer-bitbucket-data-center',
        title: 'Administer Bitbucket Data Center',
        subhead: 'Mirrors, storage and limits',
        description: 'Operate Bitbucket Data Center: smart mirroring, mesh, rate limiting and backups.',
        pageType: 'Reference',
        children: [
          {
            slug: 'set-up-a-smart-mirror',
            title: 'Set up a smart mirror',
            metaDescription: 'Speed up clones for remote teams with a Bitbucket smart mirror.',
            body: `
A smart mirror is a read-only copy of repositories close to a remote team. Clones and fetches from the mirror are fast; pushes go to the primary server transparently.
## Requirements
- A Bitbucket Data Center licence on the primary.
- A server near the remote team with enough disk for the mirrored projects.
- HTTPS between the mirror and the primary.
## Install the mirror
1. Install Bitbucket on the mirror server and choose **Mirror** in the setup wizard.
2. Enter the primary's base url.
3. On the primary, go to *Administration > Mirrors* and **approve** the request.
4. Choose which projects to mirror, or mirror all of them.
## Use the mirror
Developers clone with the mirror url shown in the clone dialog under **Clone from mirror**. Authentication is delegated to the primary, so permissions are the same everywhere.
## Monitor
The mirrors page on the primary shows each mirror's status and synchronisation lag. A lag of more than a few seconds usually means network problems between the sites.
`,
          },
          {
            slug: 'configure-mesh',
            title: 'Configure Bitbucket Mesh',
            metaDescription: 'Distribute repository storage across Mesh nodes.',
            versions: ['9.4', '10.0'],
            body: `
Bitbucket Mesh moves repository storage and Git processing from the application nodes to dedicated **Mesh nodes**, each holding replicas of repositories.
## Why use Mesh
- Repositories are replicated on three nodes, so one node can fail without downtime.
- Git operations scale with the number of Mesh nodes, not the application cluster.
- No shared file system is needed for repositories.
## Add Mesh nodes
1. Install the Mesh application on at least three servers.
2. In Bitbucket, go to *Administration > Git > Mesh* and select **Add Mesh node** for each.
3. Turn on **Create new repositories on Mesh**.
4. Migrate existing repositories in batches with **Migrate repositories**; each repository is read-only for a short time while it moves.
## Monitor
The Mesh page shows node health and replica status. A repository with fewer than three healthy replicas is flagged; Mesh repairs it automatically when the node returns.
Keep Mesh nodes on the same version as each other and upgrade them before the application nodes; the upgrade notes list the compatible versions.
`,
          },
          {
            slug: 'limit-git-operations',
            title: 'Limit Git operations',
            metaDescription: 'Configure rate limiting and Git hosting limits in Bitbucket Data Center.',
            body: `
Build servers that poll every few seconds can overload Bitbucket. Limits keep the server responsive for people.
## Rate limiting
Go to *Administration > Rate limiting* and turn it on. Each user gets a bucket of tokens that refills at a steady rate; each HTTP request uses one token. Start with 5 tokens per second and a bucket of 60.
## Exemptions
Add exemptions for service accounts of trusted CI servers, but ask their owners to use **webhooks** instead of polling. A webhook sends one request when something changes instead of thousands that find nothing.
## Hosting tickets
Bitbucket also limits how many Git operations run at once (*hosting tickets*). When all tickets are in use, further clones wait. The default scales with CPU cores; change it with \`throttle.resource.scm-hosting\` in \`bitbucket.properties\` only if monitoring shows the CPU is idle while operations queue.
## Find heavy users
The rate limiting page lists users who were limited recently. Access logs show the busiest clients by IP address and user agent.
`,
          },
        ],
      },
    ],
  },
];
