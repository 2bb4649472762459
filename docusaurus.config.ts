// The site's configuration is one function of a named variant
// (src/config/site.ts); AIN_SITE_VARIANT picks the variant, production when unset.
import {siteConfig, variantFromEnv} from './src/config/site';

export default siteConfig(variantFromEnv());
