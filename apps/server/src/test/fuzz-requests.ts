import { createGeneratorSync, type JsonSchema } from 'json-schema-faker';

/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One generated call: the path with its parameters filled in, and maybe a JSON body. */
export interface FuzzRequest {
  method: string;
  path: string;
  /** The document's path, for the report. */
  route: string;
  body?: unknown;
  /** Whether the operation declares a security requirement. */
  secured: boolean;
  /** Whether it answers an event stream (`text/event-stream`), which never ends. */
  streams: boolean;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/**
 * Any JSON but a bare string or null: Prism's proxy sends a top-level string on unquoted and a
 * null as no body under its old length, so the server would hear what the fuzzer never sent
 * (hostile-input.test.ts and properties.test.ts send those to the server directly).
 */
const ANY_BODY_PRISM_FORWARDS: JsonSchema = {
  type: ['object', 'array', 'number', 'integer', 'boolean'],
};

/** `schema` with every `#/components/schemas/...` reference replaced by what it names. */
function inlined(schema: unknown, components: Record<string, JsonSchema>, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlined(s, components, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    // A recursive schema is cut off: any value will do for the fuzzer there.
    if (depth > 8) return {};
    return inlined(components[ref.slice('#/components/schemas/'.length)], components, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, inlined(value, components, depth)]),
  );
}

/**
 * Requests made from the document by json-schema-faker, with a fixed seed: for each round, each
 * operation gets parameters and a body that the document allows, or, one time in `wildShare`,
 * a body of any JSON at all. `known(name)` may give a real id for a path parameter (so calls
 * reach past "not found"); otherwise the parameter is generated from its schema too.
 */
export function fuzzRequests(
  document: OpenApiDocument,
  options: {
    seed: number;
    rounds: number;
    wildShare: number;
    known: (parameter: string) => string | undefined;
  },
): FuzzRequest[] {
  const components = document.components?.schemas ?? {};
  const valid = createGeneratorSync({ seed: options.seed, optionalsProbability: 0.5 });
  const wild = createGeneratorSync({ seed: options.seed + 1 });
  // A second stream of numbers for the choices the generator does not make.
  let state = options.seed >>> 0 || 1;
  const chance = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const requests: FuzzRequest[] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!METHODS.has(method)) continue;
        const schemaOf = (s: JsonSchema | undefined) =>
          inlined(s ?? { type: 'string' }, components) as JsonSchema;
        let path = route.replace(/\{([^{}]+)\}/g, (_, name: string) => {
          const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
          const real = chance() < 0.6 ? options.known(name) : undefined;
          const value = real ?? String(valid.generate(schemaOf(parameter?.schema)));
          return encodeURIComponent(value);
        });
        const query = (operation.parameters ?? [])
          .filter((p) => p.in === 'query' && (p.required || chance() < 0.5))
          .map((p): [string, string] => [p.name, String(valid.generate(schemaOf(p.schema)))]);
        if (query.length > 0) path += `?${new URLSearchParams(query)}`;
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const body =
          bodySchema === undefined
            ? undefined
            : chance() < options.wildShare
              ? wild.generate(ANY_BODY_PRISM_FORWARDS)
              : valid.generate(schemaOf(bodySchema));
        requests.push({
          method: method.toUpperCase(),
          path,
          route,
          ...(body === undefined ? {} : { body }),
          secured: (operation.security?.length ?? 0) > 0,
          streams: Object.keys(operation.responses?.['200']?.content ?? {}).some((type) =>
            type.startsWith('text/event-stream'),
          ),
        });
      }
    }
  }
  return requests;
}
