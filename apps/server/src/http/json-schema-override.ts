import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';

type ZodToJsonConfig = NonNullable<
  Parameters<typeof createJsonSchemaTransform>[0]['zodToJsonConfig']
>;
type OverrideContext = Parameters<NonNullable<ZodToJsonConfig['override']>>[0];

/** Whether a zod schema rewrites its input before its checks (`.trim()`, `.toLowerCase()`). */
function rewritesFirst(ctx: OverrideContext): boolean {
  const checks = (
    ctx.zodSchema._zod.def as { checks?: Array<{ _zod: { def: { check: string } } }> }
  ).checks;
  return checks?.some((check) => check._zod.def.check === 'overwrite') ?? false;
}

/**
 * How a zod schema becomes the document's JSON Schema, beyond zod's own conversion:
 *
 * - A string that is trimmed (or otherwise rewritten) before its length is checked says so in
 *   words, not as `minLength`/`maxLength`: those would judge the text as sent, so a name of 60
 *   characters with a space around it, which the server takes, would break the document.
 * - The type provider's own adjustments that apply to OpenAPI 3.1: a union's empty branches
 *   dropped, `undefined` answered as `null`.
 */
function override(ctx: OverrideContext): void {
  const json = ctx.jsonSchema as Record<string, unknown>;
  if (Array.isArray(json.anyOf))
    json.anyOf = json.anyOf.filter((branch) => Object.keys(branch as object).length > 0);
  const type = ctx.zodSchema._zod.def.type;
  if (type === 'undefined') json.type = 'null';
  if (type === 'string' && rewritesFirst(ctx) && ('maxLength' in json || 'minLength' in json)) {
    const limits = [
      typeof json.minLength === 'number' ? `at least ${json.minLength}` : undefined,
      typeof json.maxLength === 'number' ? `at most ${json.maxLength}` : undefined,
    ].filter(Boolean);
    const rule = `Trimmed first; then ${limits.join(' and ')} characters.`;
    json.description = typeof json.description === 'string' ? `${json.description} ${rule}` : rule;
    delete json.minLength;
    delete json.maxLength;
  }
}

const zodToJsonConfig: ZodToJsonConfig = { override };

/** The type provider's route and document transforms, with the override above. */
export const routeTransform: ReturnType<typeof createJsonSchemaTransform> =
  createJsonSchemaTransform({ zodToJsonConfig });
export const documentTransform = createJsonSchemaTransformObject({ zodToJsonConfig });
