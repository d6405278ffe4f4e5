import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import type { CustomerInfo } from '~/contracts/auth';
import { m } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import { customerInfoQuery, updateProfile } from './account.api';
import styles from './Account.module.css';
import { DeleteAccount } from './DeleteAccount';
import { ProfileField } from './ProfileField';
import { type ProfileDraft, photoError, profileChanged, profileErrors } from './profile-rules';
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

function Profile({ locale }: { locale: Locale }) {
	const id = useId();
	const t = (key: string) => m[`account.profile.${key}` as 'account.profile.title']({}, { locale });
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
				toast(t('updated'), 'success');
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
		if (problem) return setErrors({ ...errors, image: t(problem) });
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
		setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v)])));
		if (Object.keys(found).length > 0) return;
		if (!profileChanged(saved, draft, photo)) return void toast(t('noChanges'), 'info');
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
						label={t('photo')}
						type="file"
						accept="image/jpeg,image/png,image/gif"
						hint={t('photoHint')}
						error={errors.image}
						onChange={(e) => choosePhoto(e.target.files?.[0])}
					/>
				</div>
				<div className={styles.grid2}>
					<ProfileField
						id={`${id}-f`}
						label={t('firstName')}
						value={draft.f_name}
						onChange={set('f_name')}
						error={errors.f_name}
						autoComplete="given-name"
					/>
					<ProfileField
						id={`${id}-l`}
						label={t('lastName')}
						value={draft.l_name}
						onChange={set('l_name')}
						error={errors.l_name}
						autoComplete="family-name"
					/>
					<ProfileField
						id={`${id}-e`}
						label={t('email')}
						type="email"
						value={draft.email}
						onChange={set('email')}
						error={errors.email}
						autoComplete="email"
					/>
					<ProfileField
						id={`${id}-p`}
						label={t('phone')}
						value={saved.phone}
						disabled
						hint={t('notChangeable')}
					/>
					<ProfileField
						id={`${id}-pw`}
						label={t('password')}
						type="password"
						value={draft.password}
						onChange={set('password')}
						error={errors.password}
						disabled={social}
						hint={social ? t('socialPassword') : t('passwordHint')}
						autoComplete="new-password"
					/>
					<ProfileField
						id={`${id}-pc`}
						label={t('confirmPassword')}
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
						{t('goBack')}
					</button>
					<button type="button" className={`${styles.button} ${styles.secondary}`} onClick={reset}>
						{t('reset')}
					</button>
					<button type="submit" className={styles.button} disabled={save.isPending}>
						{t('update')}
					</button>
				</div>
			</form>
			<DeleteAccount locale={locale} />
		</div>
	);
}
