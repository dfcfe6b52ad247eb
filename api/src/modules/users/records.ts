/** The users collection's writes other modules need, through this module's front door. */
import mongoose from 'mongoose';
import { UserModel } from './user.model';

/** Deletes the user document, the last step of "delete my account" (leaving/delete.ts). */
export async function deleteUser(userId: string): Promise<void> {
  await UserModel.deleteOne({ _id: new mongoose.Types.ObjectId(userId) });
}

/** How many players there are (the admin's statistics). */
export function userCount(): Promise<number> {
  return UserModel.countDocuments();
}
