import { describe, expect, it, vi } from 'vitest';
import { pendingImageSlots, uploadRoomImages } from './upload-room-images.ts';

const file = (name: string) => new File([name], `${name}.png`, { type: 'image/png' });
const files = new Map([
  ['blob:main', file('main')],
  ['blob:g2', file('g2')],
  ['blob:g5', file('g5')],
]);
const images = {
  image: 'blob:main',
  gallery: ['/uploads/a.webp', 'blob:g2', '/uploads/c.webp', '/uploads/d.webp', 'blob:g5'],
};

describe('pendingImageSlots', () => {
  it('lists the slots that hold picked files, in slot order', () => {
    expect(pendingImageSlots(images, files)).toEqual(['blob:main', 'blob:g2', 'blob:g5']);
  });

  it('is empty when every slot is an uploaded URL', () => {
    expect(pendingImageSlots({ image: '/uploads/m.webp', gallery: ['/uploads/a.webp'] }, files)).toEqual([]);
  });
});

describe('uploadRoomImages', () => {
  it('uploads only the picked files and swaps their slots for the URLs', async () => {
    const upload = vi.fn(async (f: File) => `/uploads/${f.name.replace('.png', '')}.webp`);
    const progress: [number, number][] = [];
    const result = await uploadRoomImages(images, files, upload, (done, total) => progress.push([done, total]));
    expect(upload).toHaveBeenCalledTimes(3);
    expect(result.images).toEqual({
      image: '/uploads/main.webp',
      gallery: ['/uploads/a.webp', '/uploads/g2.webp', '/uploads/c.webp', '/uploads/d.webp', '/uploads/g5.webp'],
    });
    expect([...result.uploaded.entries()]).toEqual([
      ['blob:main', '/uploads/main.webp'],
      ['blob:g2', '/uploads/g2.webp'],
      ['blob:g5', '/uploads/g5.webp'],
    ]);
    expect(progress).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('uploads a file used in two slots once', async () => {
    const upload = vi.fn(async () => '/uploads/same.webp');
    const result = await uploadRoomImages({ image: 'blob:main', gallery: ['blob:main'] }, files, upload);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(result.images).toEqual({ image: '/uploads/same.webp', gallery: ['/uploads/same.webp'] });
  });

  it('stops at the first failed upload', async () => {
    const upload = vi.fn(async (f: File) => {
      if (f.name === 'g2.png') throw new Error('Only images are accepted');
      return '/uploads/ok.webp';
    });
    await expect(uploadRoomImages(images, files, upload)).rejects.toThrow('Only images are accepted');
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
