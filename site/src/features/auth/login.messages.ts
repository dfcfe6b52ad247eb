/** The sign-in page: sign in or register with e-mail and password (spec §2 fixes the English). */
import { defineMessages, plural } from '@shared/i18n/messages';

export const loginMessages = defineMessages('auth/login', {
  pageTitle: 'Sign in',
  modes: 'Sign in or register',
  login: 'Login',
  register: 'Register',
  titleLogin: 'Welcome back',
  titleRegister: 'Create your account',
  email: 'Email',
  password: 'Password',
  /** Under the password while registering, before anything is typed. */
  passwordRules: plural({
    one: 'At least {count} character, and not one of the most common passwords.',
    other: 'At least {count} characters, and not one of the most common passwords.',
  }),
  forgotPassword: 'Forgot password?',
  pleaseWait: 'Please wait…',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  or: 'or',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created successfully',
  failed: 'Authentication failed',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  checkInboxTitle: 'Check your inbox',
  checkInboxSpam: 'No mail after a few minutes? Look in your spam folder, or create your account again.',
  backToSignIn: 'Back to sign-in',
  /** The check-your-inbox screen after signing up: the link mailed again (a new one). */
  sendAgain: 'Send the e-mail again',
  sendingAgain: 'Sending…',
  sendAgainFailed: 'Could not send the e-mail again',
});
