/** Types of scripts/build.mjs for the TypeScript that starts server processes (the test helpers). */
export declare const distDir: string;
export declare const ENTRIES: Record<'server' | 'admin' | 'migrate' | 'seed' | 'ledger-check' | 'job', string>;
export declare function build(): Promise<void>;
export declare function builtEntry(name: keyof typeof ENTRIES): string;
