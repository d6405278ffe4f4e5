import { describe, expect, test } from 'vitest';
import { addressBody, validateAddress, validateCode, validateNewPassword } from './recovery-rules';

describe('recovery rules', () => {
	test('a phone or an email becomes the body the API takes', () => {
		expect(addressBody(' +65 9123-4567 ')).toEqual({ phone: '+6591234567' });
		expect(addressBody('Demo@KampungMart.test')).toEqual({ email: 'demo@kampungmart.test' });
	});
	test('the address, the code and the new password are checked before sending', () => {
		expect(validateAddress('')).toEqual({ email_or_phone: 'auth.phoneOrEmailRequired' });
		expect(validateAddress('not-an-email@')).toEqual({ email_or_phone: 'auth.emailInvalid' });
		expect(validateAddress('+6591234567')).toEqual({});
		expect(validateCode('12345')).toEqual({ reset_token: 'recovery.codeInvalid' });
		expect(validateCode(' 123456 ')).toEqual({});
		expect(validateNewPassword({ password: 'short', confirm_password: 'short' })).toEqual({
			password: 'auth.passwordTooShort',
		});
		expect(validateNewPassword({ password: 'long-enough', confirm_password: 'other' })).toEqual({
			confirm_password: 'auth.passwordMismatch',
		});
	});
});
