export declare const PNG_SIZES: number[];
export declare const ICO_SIZES: number[];
export declare const ICNS_TYPES: [string, number][];
export declare function pngSize(png: Buffer): { width: number; height: number };
export declare function icoFromPngs(pngs: Buffer[]): Buffer;
export declare function icnsFromPngs(entries: [string, Buffer][]): Buffer;
export declare function renderSizes(svg: Buffer | string, sizes: number[]): Promise<Map<number, Buffer>>;
export declare function generateIcons(root: string): Promise<string>;
