export declare const API_PATHS: string[];
export declare function apiProxyRules(env: Record<string, string | undefined>): string | null;
export declare function readProxyRules(text: string): { prefix: string; target: string }[];
