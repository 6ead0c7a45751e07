/**
 * The Cloud / Data Center switch of the context header, hydrated only when the visitor turns to it
 * (docs/adr/045-hydration-on-intent.md): links and a native version menu until then.
 *
 * A module of its own rather than a part of ./parts.intent.tsx: an intent module brings the
 * stylesheets of all its parts to every template that imports it, and the templates of landing pages
 * show the switch but neither the page tree nor the feedback form, while the KB article shows the
 * feedback form but no switch.
 */
import { hydratedOnIntent } from '../static/on-intent';
import { DeploymentSwitch } from './DeploymentSwitch';

export const IntentDeploymentSwitch = hydratedOnIntent('deployment-switch', '.hc-deployment-switch', DeploymentSwitch);
