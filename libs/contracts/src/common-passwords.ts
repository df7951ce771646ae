import { dictionary } from '@zxcvbn-ts/language-common';
import { installCommonPasswords } from './passwords.js';

/**
 * Installs zxcvbn-ts's list of common and breached passwords (~50,000, of which ~18,000 are
 * long enough to pass the length rule) for `newPasswordSchema`. Imported for its effect: at
 * boot by the services that parse new passwords, on first use by the web's password forms.
 */
installCommonPasswords(dictionary['passwords-common']);
