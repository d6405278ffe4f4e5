import { z } from 'zod';

/** The one error shape of the API (spec §8, contract §0.6): `{errors:[{code,message}]}`. */
export const apiErrorSchema = z.object({
	errors: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
