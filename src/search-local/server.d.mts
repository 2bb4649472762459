import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

export declare const PLUGIN_NAME: '@easyops-cn/docusaurus-search-local';

export declare function loadSearchLocal(): {
  default: (context: LoadContext, options: PluginOptions) => Plugin<unknown>;
  validateOptions: (context: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions;
};

export declare function generatedConstantsFile(generatedFilesDir: string): string;

export declare const INDEX_URL_HASH: RegExp;

export declare const SEARCH_INDEX_FILE: RegExp;

export declare function searchIndexIn(dir: string): string | undefined;
