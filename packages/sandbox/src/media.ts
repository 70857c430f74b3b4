import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import sharp, { type SharpOptions } from 'sharp';

/** Largest width/height the media endpoint renders (Dynamic Media also clamps its output). */
export const MAX_DIMENSION = 4000;

/** Dynamic Media's documented default qualities (`qlt=default`), used when no quality is given. */
export const DEFAULT_QUALITY = { avif: 55, webp: 80, jpeg: 75, png: 90 } as const;

type OutputFormat = keyof typeof DEFAULT_QUALITY;

const MIME: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const SOURCE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif'];

const POSITIONS: Record<string, string> = {
  tl: 'left top',
  tc: 'top',
  tr: 'right top',
  ml: 'left',
  mc: 'centre',
  mr: 'right',
  bl: 'left bottom',
  bc: 'bottom',
  br: 'right bottom',
};

export class MediaError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

interface Source {
  name: string;
  file: string;
  buffer: Buffer;
  isSvg: boolean;
  width: number;
  height: number;
  hasAlpha: boolean;
  version: string;
}

/** A parsed, validated transformation request. */
export interface Transform {
  width?: number;
  height?: number;
  quality?: number; // undefined = per-format default
  format: OutputFormat | 'auto';
  /** 'cover' crops to fill w×h, 'fill' stretches, 'inside' scales to fit within w×h keeping the ratio */
  fit: 'cover' | 'fill' | 'inside';
  position: string;
  aspect?: [number, number];
}

function parseDimension(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new MediaError(400, `${name} must be a whole number of pixels, got "${raw}"`);
  const n = Number(raw);
  if (n < 1 || n > MAX_DIMENSION) {
    throw new MediaError(400, `${name} must be between 1 and ${MAX_DIMENSION}, got ${n}`);
  }
  return n;
}

/**
 * Parses Dynamic Media query parameters (w, h, qlt/q, fmt, sm, aspect); `$name$` templates are ignored. The
 * Commerce image service's names are understood too, so product image URLs a commerce client sizes work here:
 * `sw`/`sh` (scale width/height, taking precedence over `w`/`h`; with both, the image fits inside the box and keeps
 * its ratio, as that service never crops on scaling), `sm=fit` and `sfrm` (format).
 */
export function parseTransform(query: URLSearchParams): Transform {
  // a client's sw/sh wins over a w/h already in the link it was handed (`…?w=148` plus `&sw=300` is 300 wide)
  const scaledByImageService = query.has('sw') || query.has('sh');
  const [wName, hName] = scaledByImageService ? ['sw', 'sh'] : ['w', 'h'];
  const width = parseDimension(wName, query.get(wName) ?? undefined);
  const height = parseDimension(hName, query.get(hName) ?? undefined);

  let quality: number | undefined;
  const qRaw = query.get('qlt') ?? query.get('q');
  if (qRaw !== null && qRaw !== '' && qRaw !== 'default') {
    if (!/^\d+$/.test(qRaw) || Number(qRaw) < 1 || Number(qRaw) > 100) {
      throw new MediaError(400, `qlt (or q) must be a whole number from 1 to 100 or "default", got "${qRaw}"`);
    }
    quality = Number(qRaw);
  }

  const fmtRaw = (query.get('fmt') ?? query.get('sfrm') ?? 'auto').toLowerCase();
  const formats: Record<string, OutputFormat | 'auto'> = {
    auto: 'auto',
    jpg: 'jpeg',
    jpeg: 'jpeg',
    png: 'png',
    webp: 'webp',
    avif: 'avif',
  };
  const format = formats[fmtRaw];
  if (!format) throw new MediaError(400, `fmt must be one of auto, jpg, jpeg, png, webp, avif, got "${fmtRaw}"`);

  const sm = query.get('sm') ?? undefined;
  let fit: Transform['fit'] = scaledByImageService ? 'inside' : 'cover';
  let position = 'centre';
  let aspect: [number, number] | undefined;
  if (sm !== undefined && sm !== '') {
    if (sm === 'aspect') {
      const a = query.get('aspect');
      const m = a ? /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(a) : null;
      if (!m || Number(m[1]) <= 0 || Number(m[2]) <= 0) {
        throw new MediaError(400, `sm=aspect needs aspect=W:H with positive numbers (e.g. 16:9), got "${a ?? ''}"`);
      }
      aspect = [Number(m[1]), Number(m[2])];
    } else if (sm === 'fit') fit = 'inside';
    else if (sm === 's') fit = 'fill';
    else if (sm === 'c') fit = 'cover';
    else if (POSITIONS[sm]) position = POSITIONS[sm]!;
    else
      throw new MediaError(400, `sm must be one of aspect, c, s, fit, tl, tc, tr, ml, mc, mr, bl, bc, br, got "${sm}"`);
  }
  return {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(quality !== undefined ? { quality } : {}),
    format,
    fit,
    position,
    ...(aspect ? { aspect } : {}),
  };
}

/** fmt=auto: AVIF when accepted, else WebP, else JPEG (PNG for sources with transparency). */
export function negotiateFormat(accept: string | undefined, hasAlpha: boolean): OutputFormat {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return hasAlpha ? 'png' : 'jpeg';
}

/** Output size for a source of srcW×srcH under a transform (before the 4000 px clamp check). */
export function targetSize(t: Transform, srcW: number, srcH: number): { width: number; height: number; crop: boolean } {
  let { width, height } = t;
  if (t.aspect) {
    const [aw, ah] = t.aspect;
    if (width !== undefined && height === undefined) height = Math.max(1, Math.round((width * ah) / aw));
    else if (height !== undefined && width === undefined) width = Math.max(1, Math.round((height * aw) / ah));
    else if (width === undefined && height === undefined) {
      // largest crop of the source with that aspect ratio
      if (srcW / srcH > aw / ah) {
        height = srcH;
        width = Math.max(1, Math.round((srcH * aw) / ah));
      } else {
        width = srcW;
        height = Math.max(1, Math.round((srcW * ah) / aw));
      }
    }
    return { width: width!, height: height!, crop: true };
  }
  if (width !== undefined && height !== undefined && t.fit === 'inside') {
    const scale = Math.min(width / srcW, height / srcH);
    return { width: Math.max(1, Math.round(srcW * scale)), height: Math.max(1, Math.round(srcH * scale)), crop: false };
  }
  if (width !== undefined && height !== undefined) return { width, height, crop: true };
  if (width !== undefined) return { width, height: Math.max(1, Math.round((width * srcH) / srcW)), crop: false };
  if (height !== undefined) return { width: Math.max(1, Math.round((height * srcW) / srcH)), height, crop: false };
  return { width: srcW, height: srcH, crop: false };
}

interface Encoded {
  body: Buffer;
  type: string;
  etag: string;
}

/** Small LRU by total bytes. */
class LruCache {
  private map = new Map<string, Encoded>();
  private bytes = 0;
  hits = 0;
  misses = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Encoded | undefined {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
      this.hits += 1;
    } else this.misses += 1;
    return v;
  }
  set(key: string, v: Encoded): void {
    if (v.body.length > this.maxBytes) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.map.delete(key);
    }
    this.map.set(key, v);
    this.bytes += v.body.length;
    while (this.bytes > this.maxBytes) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      const ov = this.map.get(oldest.value)!;
      this.bytes -= ov.body.length;
      this.map.delete(oldest.value);
    }
  }
  get size(): number {
    return this.map.size;
  }
}

export interface MediaOptions {
  /** folders holding source images named `{name}.{svg|png|jpg|webp|avif}`; later folders win */
  mediaDirs: readonly string[];
  /** Dynamic Media endpoint names served (e.g. `ridgeline`); others answer 404 */
  endpoints: readonly string[];
  /** bytes of encoded output kept in memory (default 64 MB) */
  cacheBytes?: number;
  /** generated sources (e.g. product art tinted per colour): SVG or image bytes for a name, or undefined */
  virtualSource?: (name: string) => string | Buffer | undefined;
}

export interface MediaService {
  app: Hono;
  cache: { readonly size: number; readonly hits: number; readonly misses: number };
  names(): string[];
}

function scanSources(dirs: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      continue;
    }
    for (const entry of entries.sort()) {
      const ext = path.extname(entry).toLowerCase();
      if (!SOURCE_EXTENSIONS.includes(ext)) continue;
      files.set(entry.slice(0, -ext.length), path.join(dir, entry));
    }
  }
  return files;
}

export function createMediaService(options: MediaOptions): MediaService {
  const files = scanSources(options.mediaDirs);
  const sources = new Map<string, Promise<Source>>();
  const cache = new LruCache(options.cacheBytes ?? 64 * 1024 * 1024);
  const inflight = new Map<string, Promise<Encoded>>();

  const virtual = (name: string): Buffer | undefined => {
    const v = options.virtualSource?.(name);
    return v === undefined ? undefined : Buffer.isBuffer(v) ? v : Buffer.from(v, 'utf8');
  };
  const has = (name: string): boolean => files.has(name) || virtual(name) !== undefined;

  const loadSource = (name: string): Promise<Source> | undefined => {
    const file = files.get(name);
    const generated = file ? undefined : virtual(name);
    if (!file && !generated) return undefined;
    let p = sources.get(name);
    if (!p) {
      p = (async () => {
        if (!file) {
          if (!generated) throw new Error(`no source for ${name}`);
          const meta = await sharp(generated).metadata();
          if (!meta.width || !meta.height) throw new Error(`cannot read the size of generated image ${name}`);
          const isSvg = generated.subarray(0, 200).toString('utf8').includes('<svg');
          return {
            name,
            file: `(generated) ${name}`,
            buffer: generated,
            isSvg,
            width: meta.width,
            height: meta.height,
            // generated art paints its own background: treat it as opaque (saves a full rasterization)
            hasAlpha: false,
            version: `generated:${createHash('sha1').update(generated).digest('hex').slice(0, 12)}`,
          };
        }
        const buffer = readFileSync(file);
        const meta = await sharp(buffer).metadata();
        if (!meta.width || !meta.height) throw new Error(`cannot read the size of ${file}`);
        return {
          name,
          file,
          buffer,
          isSvg: file.toLowerCase().endsWith('.svg'),
          width: meta.width,
          height: meta.height,
          // SVGs always rasterize with an alpha channel: ask whether any pixel is actually transparent
          hasAlpha: Boolean(meta.hasAlpha) && !(await sharp(buffer).stats()).isOpaque,
          version: `${statSync(file).mtimeMs}:${buffer.length}`,
        };
      })();
      p.catch(() => sources.delete(name));
      sources.set(name, p);
    }
    return p;
  };

  const render = async (src: Source, t: Transform, format: OutputFormat): Promise<Encoded> => {
    const size = targetSize(t, src.width, src.height);
    if (size.width > MAX_DIMENSION || size.height > MAX_DIMENSION) {
      throw new MediaError(
        400,
        `the requested output ${size.width}x${size.height} exceeds the ${MAX_DIMENSION} px limit`,
      );
    }
    let input: SharpOptions = {};
    if (src.isSvg) {
      // rasterize the vector art at the density the output needs, so large sizes stay sharp
      const scale = Math.max(size.width / src.width, size.height / src.height);
      input = { density: Math.min(72 * 16, Math.max(1, Math.ceil(72 * scale))) };
    }
    let img = sharp(src.buffer, input);
    img = size.crop
      ? img.resize({ width: size.width, height: size.height, fit: t.fit, position: t.position })
      : img.resize({ width: size.width, height: size.height, fit: 'fill' });
    const quality = t.quality ?? DEFAULT_QUALITY[format];
    switch (format) {
      case 'avif':
        img = img.avif({ quality, effort: 2 });
        break;
      case 'webp':
        img = img.webp({ quality });
        break;
      case 'png':
        img = img.png({ compressionLevel: 8 });
        break;
      case 'jpeg':
        img = img.flatten({ background: '#ffffff' }).jpeg({ quality });
        break;
    }
    const body = await img.toBuffer();
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    return { body, type: MIME[format], etag };
  };

  const app = new Hono();
  app.get('/i/:endpoint/:name{.+}', async (c: Context) => {
    try {
      const endpoint = c.req.param('endpoint') ?? '';
      // Hono has already percent-decoded the parameter (so `a%2Fb` names `a/b`)
      let name = c.req.param('name') ?? '';
      if (!options.endpoints.includes(endpoint)) {
        throw new MediaError(404, `unknown media endpoint "${endpoint}"`);
      }
      // Dynamic Media accepts an optional SEO extension: /i/ep/name.jpg
      if (!has(name)) {
        const ext = path.extname(name);
        if (ext && has(name.slice(0, -ext.length))) name = name.slice(0, -ext.length);
      }
      const url = new URL(c.req.url);
      const t = parseTransform(url.searchParams);
      const srcPromise = loadSource(name);
      if (!srcPromise) throw new MediaError(404, `no image named "${name}" on endpoint "${endpoint}"`);
      const src = await srcPromise;
      const format = t.format === 'auto' ? negotiateFormat(c.req.header('accept'), src.hasAlpha) : t.format;
      const cacheKey = JSON.stringify([
        src.name,
        src.version,
        format,
        t.width,
        t.height,
        t.quality,
        t.fit,
        t.position,
        t.aspect,
      ]);
      let out = cache.get(cacheKey);
      if (!out) {
        let pending = inflight.get(cacheKey);
        if (!pending) {
          pending = render(src, t, format).finally(() => inflight.delete(cacheKey));
          inflight.set(cacheKey, pending);
        }
        out = await pending;
        cache.set(cacheKey, out);
      }
      c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
      c.header('Vary', 'Accept');
      c.header('ETag', out.etag);
      if (c.req.header('if-none-match') === out.etag) return c.body(null, 304);
      c.header('Content-Type', out.type);
      c.header('Content-Length', String(out.body.length));
      return c.body(new Uint8Array(out.body));
    } catch (err) {
      if (err instanceof MediaError) {
        c.header('Cache-Control', 'no-store');
        return c.text(err.message, err.status);
      }
      console.error('[sandbox] media error:', err);
      return c.text(`image processing failed: ${(err as Error).message}`, 500);
    }
  });

  return {
    app,
    cache,
    names: () => [...files.keys()].sort(),
  };
}
