/** Types for the parts of s3rver 3.x the tests use (the package ships none). */
declare module 's3rver' {
  export interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Starts listening; resolves to the bound address (port 0 → a free port). */
    run(): Promise<{ address: string; port: number; family: string }>;
    close(): Promise<void>;
  }
}
