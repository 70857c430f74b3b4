export declare const REPLACES_MODULES: RegExp;
export declare function isolationProjects(options: {
  name: string;
  packageDir: string;
  sourceDir: string;
  alsoIsolated?: string[];
}): {
  extends: true;
  test: { name: string; include: string[]; exclude?: string[]; isolate: boolean };
}[];
