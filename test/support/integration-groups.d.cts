/** test/support/integration-groups.cjs: which integration files run together in one Jest file. */
export declare const ALONE: readonly string[];
export declare const INTEGRATION_DIR: string;
export declare function groupMembers(folder: string): string[];
