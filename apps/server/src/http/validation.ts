import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import { z } from "zod";

/**
 * Route schemas are zod schemas (classic or mini: both are core schemas) (from @matinee/contracts or beside the route). The parsed value
 * replaces the raw input, so handlers see coerced, defaulted data.
 */
const zodCompiler: FastifySchemaCompiler<z.core.$ZodType> = ({ schema }) => {
  return (data) => {
    const result = z.safeParse(schema, data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodCompiler);
}
