/**
 * A sign-up waiting for its mailed link: no account exists until the link is opened (sign-ups.ts), so a
 * stranger's sign-up squats no address. One per address: signing up again replaces it (a new password,
 * a new link; the old link stops working). Only the SHA-256 hash of the link's token is stored.
 */
import mongoose from 'mongoose';
import { indexMailedToken, mailedTokenFields } from './mailed-token';

const signUpSchema = new mongoose.Schema(
  {
    email: { type: String, required: true },
    passwordHash: { type: String, required: true },
    /** The language negotiated when signing up, the account's once it exists (null: the browser's). */
    language: { type: String, default: null },
    /** Where the app goes once the link is opened (a plan's checkout): a path of this site, or null. */
    next: { type: String, default: null },
    ...mailedTokenFields,
  },
  { collection: 'pending_sign_ups', versionKey: false },
);

signUpSchema.index({ email: 1 }, { unique: true });
indexMailedToken(signUpSchema);

export const PendingSignUpModel = mongoose.model('PendingSignUp', signUpSchema);
