import type { Plugin } from 'vite';

export declare const SCORES_MODULE: string;
export declare function scoresModuleSource(figuresFile?: string): string;
export declare function supplierScoresPlugin(): Plugin;
