/** The public announcements players see on their dashboard (published by admins). */
import mongoose from 'mongoose';

const announcementSchema = new mongoose.Schema(
  {
    title: { type: String, required: true },
    body: { type: String, required: true },
    category: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'announcements' },
);
announcementSchema.index({ createdAt: -1 });

export const AnnouncementModel = mongoose.model('Announcement', announcementSchema);
