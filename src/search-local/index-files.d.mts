export declare const PLUGIN_NAME: '@easyops-cn/docusaurus-search-local';

export declare function generatedConstantsFile(generatedFilesDir: string): string;

export declare function searchBarConstantsFile(generatedFilesDir: string): string;

export declare const INDEX_URL_HASH: RegExp;

export declare const SEARCH_INDEX_FILE: RegExp;

export declare function searchIndexIn(dir: string): string | undefined;
