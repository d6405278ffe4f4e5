import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import type { CustomerInfo } from '~/contracts/auth';
import { m, type PlainMessage } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import { customerInfoQuery, updateProfile } from './account.api';
import styles from './Account.module.css';
import { DeleteAccount } from './DeleteAccount';
import { ProfileField } from './ProfileField';
import {
	type ProfileDraft,
	type ProfileError,
	photoError,
	profileChanged,
	profileErrors,
} from './profile-rules';
import { SignedIn } from './SignedIn';

/** /profile?page=profile-settings (spec §2 profile edit, §5 profile form, §8 texts). */
export function ProfileForm({ locale }: { locale: Locale }) {
	return (
		<SignedIn>
			<Profile locale={locale} />
		</SignedIn>
	);
}

const draftOf = (info: CustomerInfo): ProfileDraft => ({
	f_name: info.f_name,
	l_name: info.l_name,
	email: info.email ?? '',
	password: '',
	confirm: '',
});

const ERROR_TEXT: Record<ProfileError | 'imageTooLarge' | 'imageType', PlainMessage> = {
	nameRequired: m['account.profile.nameRequired'],
	lastNameRequired: m['account.profile.lastNameRequired'],
	emailRequired: m['account.profile.emailRequired'],
	emailInvalid: m['account.profile.emailInvalid'],
	emailTooLong: m['account.profile.emailTooLong'],
	passwordShort: m['account.profile.passwordShort'],
	passwordMismatch: m['account.profile.passwordMismatch'],
	imageTooLarge: m['account.profile.imageTooLarge'],
	imageType: m['account.profile.imageType'],
};

function Profile({ locale }: { locale: Locale }) {
	const id = useId();
	const info = useQuery(customerInfoQuery(), queryClient);
	const [draft, setDraft] = useState<ProfileDraft | null>(null);
	const [photo, setPhoto] = useState<File | null>(null);
	const [preview, setPreview] = useState<string | null>(null);
	const [errors, setErrors] = useState<
		Partial<Record<keyof ProfileDraft | 'image', string | undefined>>
	>({});
	useEffect(() => {
		if (info.data && !draft) setDraft(draftOf(info.data));
	}, [info.data, draft]);
	useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
	const save = useMutation(
		{
			mutationFn: updateProfile,
			onSuccess: async () => {
				toast(m['account.profile.updated']({}, { locale }), 'success');
				setPhoto(null);
				setPreview(null);
				await queryClient.invalidateQueries({ queryKey: ['account'] });
				setDraft(null);
			},
		},
		queryClient,
	);
	if (!info.data || !draft)
		return <p className={styles.muted}>{m['account.loading']({}, { locale })}</p>;
	const saved = info.data;
	const set = (key: keyof ProfileDraft) => (e: { target: { value: string } }) =>
		setDraft({ ...draft, [key]: e.target.value });
	const choosePhoto = (file: File | undefined) => {
		if (!file) return;
		const problem = photoError(file);
		if (problem) return setErrors({ ...errors, image: ERROR_TEXT[problem]({}, { locale }) });
		setErrors({ ...errors, image: undefined });
		setPhoto(file);
		setPreview(URL.createObjectURL(file));
	};
	const reset = () => {
		setDraft(draftOf(saved));
		setPhoto(null);
		setPreview(null);
		setErrors({});
	};
	const submit = (event: FormEvent) => {
		event.preventDefault();
		const found = profileErrors(draft);
		setErrors(
			Object.fromEntries(Object.entries(found).map(([k, v]) => [k, ERROR_TEXT[v]({}, { locale })])),
		);
		if (Object.keys(found).length > 0) return;
		if (!profileChanged(saved, draft, photo))
			return void toast(m['account.profile.noChanges']({}, { locale }), 'info');
		const form = new FormData();
		form.set('f_name', draft.f_name.trim());
		form.set('l_name', draft.l_name.trim());
		form.set('email', draft.email.trim());
		form.set('phone', saved.phone);
		if (draft.password) form.set('password', draft.password);
		if (photo) form.set('image', photo);
		save.mutate(form);
	};
	const social = saved.login_medium !== 'manual';
	return (
		<div className={styles.stack}>
			<form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
				<div className={styles.actions}>
					{(preview ?? saved.image_full_url) && (
						<img className={styles.avatar} src={preview ?? saved.image_full_url ?? ''} alt="" />
					)}
					<ProfileField
						id={`${id}-photo`}
						label={m['account.profile.photo']({}, { locale })}
						type="file"
						accept="image/jpeg,image/png,image/gif"
						hint={m['account.profile.photoHint']({}, { locale })}
						error={errors.image}
						onChange={(e) => choosePhoto(e.target.files?.[0])}
					/>
				</div>
				<div className={styles.grid2}>
					<ProfileField
						id={`${id}-f`}
						label={m['account.profile.firstName']({}, { locale })}
						value={draft.f_name}
						onChange={set('f_name')}
						error={errors.f_name}
						autoComplete="given-name"
					/>
					<ProfileField
						id={`${id}-l`}
						label={m['account.profile.lastName']({}, { locale })}
						value={draft.l_name}
						onChange={set('l_name')}
						error={errors.l_name}
						autoComplete="family-name"
					/>
					<ProfileField
						id={`${id}-e`}
						label={m['account.profile.email']({}, { locale })}
						type="email"
						value={draft.email}
						onChange={set('email')}
						error={errors.email}
						autoComplete="email"
					/>
					<ProfileField
						id={`${id}-p`}
						label={m['account.profile.phone']({}, { locale })}
						value={saved.phone}
						disabled
						hint={m['account.profile.notChangeable']({}, { locale })}
					/>
					<ProfileField
						id={`${id}-pw`}
						label={m['account.profile.password']({}, { locale })}
						type="password"
						value={draft.password}
						onChange={set('password')}
						error={errors.password}
						disabled={social}
						hint={
							social
								? m['account.profile.socialPassword']({}, { locale })
								: m['account.profile.passwordHint']({}, { locale })
						}
						autoComplete="new-password"
					/>
					<ProfileField
						id={`${id}-pc`}
						label={m['account.profile.confirmPassword']({}, { locale })}
						type="password"
						value={draft.confirm}
						onChange={set('confirm')}
						error={errors.confirm}
						disabled={social}
						autoComplete="new-password"
					/>
				</div>
				<div className={styles.actions}>
					<button
						type="button"
						className={`${styles.button} ${styles.secondary}`}
						onClick={() => history.back()}
					>
						{m['account.profile.goBack']({}, { locale })}
					</button>
					<button type="button" className={`${styles.button} ${styles.secondary}`} onClick={reset}>
						{m['account.profile.reset']({}, { locale })}
					</button>
					<button type="submit" className={styles.button} disabled={save.isPending}>
						{m['account.profile.update']({}, { locale })}
					</button>
				</div>
			</form>
			<DeleteAccount locale={locale} />
		</div>
	);
}
