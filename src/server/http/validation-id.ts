/**
 * The contracts' field sentences in Indonesian (issue 14 item 1, ADR 031): Laravel's validation
 * sentences are templates of a rule and an attribute ('The :attribute field is required.'), and
 * so are ours. Each English template below is read back into its attribute and values and said
 * again with Laravel's Indonesian wording (laravel-lang `id/validation.php`, shortened where the
 * storefront's own Indonesian texts already say it so: 'Kata sandi minimal 8 karakter').
 */
import { attributeName } from './attributes-id';

type Say = (attribute: string, ...values: string[]) => string;

/** English template (its attribute first) → the Indonesian sentence. Order matters: longest first. */
export const RULES: readonly (readonly [RegExp, Say])[] = [
	[
		/^The (.+) field is required when (.+) is not present\.$/,
		(a, b = '') => `${a} wajib diisi bila ${attributeName(b)} tidak ada.`,
	],
	[/^The (.+) field is required\.$/, (a) => `${a} wajib diisi.`],
	[
		/^The (.+?)(?: field)? must be true or false\.$/,
		(a) => `${a} harus bernilai benar atau salah.`,
	],
	[/^The (.+) must be a string\.$/, (a) => `${a} harus berupa teks.`],
	[
		/^The (.+) must be (?:an integer|integers|a whole number)\.$/,
		(a) => `${a} harus berupa bilangan bulat.`,
	],
	[/^The (.+) must be a number\.$/, (a) => `${a} harus berupa angka.`],
	[/^The (.+) must be a list\.$/, (a) => `${a} harus berupa daftar.`],
	[/^The (.+) must be an object\.$/, (a) => `${a} harus berupa objek.`],
	[/^The (.+) must be a date\.$/, (a) => `${a} harus berupa tanggal.`],
	[
		/^The (.+) may not be greater than (\S+) characters\.$/,
		(a, n) => `${a} maksimal ${n} karakter.`,
	],
	[
		/^The (.+) may not be greater than (\S+) kilobytes\.$/,
		(a, n) => `${a} maksimal ${n} kilobita.`,
	],
	[/^The (.+) may not be greater than (\S+)\.$/, (a, n) => `${a} tidak boleh lebih dari ${n}.`],
	[
		/^The (.+) may not have more than (\S+) items\.$/,
		(a, n) => `${a} tidak boleh lebih dari ${n} item.`,
	],
	[/^The (.+) must be at least (\S+) characters\.$/, (a, n) => `${a} minimal ${n} karakter.`],
	[/^The (.+) must have at least (\S+) items\.$/, (a, n) => `${a} minimal berisi ${n} item.`],
	[/^The (.+) must be at least (\S+)\.$/, (a, n) => `${a} minimal ${n}.`],
	[
		/^The (.+) must be between (\S+) and (\S+)\.$/,
		(a, min, max) => `${a} harus di antara ${min} dan ${max}.`,
	],
	[/^The (.+) must be a multiple of (\S+)\.$/, (a, n) => `${a} harus kelipatan ${n}.`],
	[
		/^The (.+) must be a valid email address\.$/,
		(a) => `${a} harus berupa alamat email yang valid.`,
	],
	[
		/^The (.+) must be a file of type: (.+)\.$/,
		(a, types) => `${a} harus berupa berkas berjenis: ${types}.`,
	],
	[/^The (.+) must not contain a NUL character\.$/, (a) => `${a} tidak boleh berisi karakter NUL.`],
	[
		/^The (.+) does not match the format (.+)\.$/,
		(a, format) => `${a} tidak sesuai dengan format ${format}.`,
	],
	[/^The (.+) is not a valid date\.$/, (a) => `${a} bukan tanggal yang valid.`],
	[/^The (.+) has already been taken\.$/, (a) => `${a} sudah digunakan.`],
	[/^The (.+) fields? (?:is|are) not allowed\.$/, (a) => `${a} tidak diizinkan.`],
	[/^The selected (.+) is invalid\.$/, (a) => `${a} yang dipilih tidak valid.`],
	[/^The (.+) format is invalid\.$/, (a) => `Format ${a} tidak valid.`],
	[/^The (.+) is invalid\.$/, (a) => `${a} tidak valid.`],
];

/**
 * Sentences that are no template: the spec's own field texts (spec §5, said in Indonesian as the
 * storefront's forms say them) and the few request-level refusals a form can meet.
 */
export const EXACT: Readonly<Record<string, string>> = {
	'name is required': 'nama wajib diisi',
	'last name required': 'nama belakang wajib diisi',
	'phone number required': 'nomor telepon wajib diisi',
	'Email is required': 'Email wajib diisi',
	'Must be a valid email': 'Email harus valid',
	'Out of Limits': 'Melebihi batas',
	'The request body is not valid JSON.': 'Isi permintaan bukan JSON yang valid.',
	'The request body must be a JSON object.': 'Isi permintaan harus berupa objek JSON.',
	'The request body could not be read.': 'Isi permintaan tidak dapat dibaca.',
	'The request body is too large.': 'Isi permintaan terlalu besar.',
	'The query string is not valid UTF-8 or URL encoding.':
		'Parameter kueri bukan UTF-8 atau penyandian URL yang valid.',
	'This sign-in method is not available.': 'Metode masuk ini tidak tersedia.',
	'User credential does not match': 'Kredensial pengguna tidak cocok',
	'Referral code is not active.': 'Kode referral tidak aktif.',
	'Referer code not found': 'Kode referral tidak ditemukan',
	'Password can not be changed for social login accounts.':
		'Kata sandi akun dengan login sosial tidak dapat diubah.',
	'Longitude and latitude are required': 'Bujur dan lintang wajib diisi',
	'The idempotency key was used for another request.':
		'Kunci idempotensi sudah dipakai untuk permintaan lain.',
	'The code is 6 digits.': 'Kode terdiri dari 6 angka.',
};
