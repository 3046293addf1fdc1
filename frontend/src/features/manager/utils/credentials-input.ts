import * as z from 'zod';

/** The Instagram API Test form: both fields required (spec 5, Instagram test). */
export const instagramCredentialsInputSchema = z.object({
  accessToken: z.string().trim().min(1, 'Access Token is required'),
  igUserId: z.string().trim().min(1, 'Instagram User ID is required'),
});

export type InstagramCredentialsInput = z.infer<typeof instagramCredentialsInputSchema>;
