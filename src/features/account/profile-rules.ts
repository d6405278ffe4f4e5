// spec §5 profile form: the fields' rules and texts; password rules are not shown in the spec, so
// the server's (at least 8 characters) apply, and the confirmation must match. Pure.
import { EMAIL_MAX, isEmail } from '~/lib/contact';

export interface ProfileDraft {
	f_name: string;
	l_name: string;
	email: string;
	password: string;
	confirm: string;
}

export type ProfileError =
	| 'nameRequired'
	| 'lastNameRequired'
	| 'emailRequired'
	| 'emailInvalid'
	| 'emailTooLong'
	| 'passwordShort'
	| 'passwordMismatch';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

export function profileErrors(
	draft: ProfileDraft,
): Partial<Record<keyof ProfileDraft, ProfileError>> {
	const errors: Partial<Record<keyof ProfileDraft, ProfileError>> = {};
	if (!draft.f_name.trim()) errors.f_name = 'nameRequired';
	if (!draft.l_name.trim()) errors.l_name = 'lastNameRequired';
	const email = draft.email.trim();
	if (!email) errors.email = 'emailRequired';
	else if (email.length > EMAIL_MAX) errors.email = 'emailTooLong';
	else if (!isEmail(email)) errors.email = 'emailInvalid';
	if (draft.password && draft.password.length < 8) errors.password = 'passwordShort';
	if (draft.password !== draft.confirm) errors.confirm = 'passwordMismatch';
	return errors;
}

/** Whether anything would change ('No changes found to update.' otherwise). */
export function profileChanged(
	saved: { f_name: string; l_name: string; email: string | null },
	draft: ProfileDraft,
	photo: File | null,
): boolean {
	return (
		photo !== null ||
		draft.password !== '' ||
		draft.f_name.trim() !== saved.f_name ||
		draft.l_name.trim() !== saved.l_name ||
		draft.email.trim().toLowerCase() !== (saved.email ?? '').toLowerCase()
	);
}

export function photoError(file: File): 'imageTooLarge' | 'imageType' | null {
	if (!PROFILE_IMAGE_TYPES.includes(file.type)) return 'imageType';
	if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'imageTooLarge';
	return null;
}
