// The site's configuration is one function of a named variant
// (site/config/site.ts); AIN_SITE_VARIANT picks the variant, production when unset.
import {siteConfig, variantFromEnv} from './site/config/site';

export default siteConfig(variantFromEnv());
