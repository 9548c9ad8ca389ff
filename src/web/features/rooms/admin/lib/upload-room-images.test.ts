import { describe, expect, it, vi } from 'vitest';
import { pendingImageSlots, RoomImagesUploadError, uploadRoomImages } from './upload-room-images.ts';

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
  it('uploads only the picked files, hands each URL over at once and swaps their slots for the URLs', async () => {
    const upload = vi.fn(async (f: File) => `/uploads/${f.name.replace('.png', '')}.webp`);
    const progress: [number, number][] = [];
    const uploaded: [string, string][] = [];
    const result = await uploadRoomImages(images, files, upload, {
      progress: (done, total) => progress.push([done, total]),
      uploaded: (picked, url) => uploaded.push([picked, url]),
    });
    expect(upload).toHaveBeenCalledTimes(3);
    expect(result).toEqual({
      image: '/uploads/main.webp',
      gallery: ['/uploads/a.webp', '/uploads/g2.webp', '/uploads/c.webp', '/uploads/d.webp', '/uploads/g5.webp'],
    });
    expect(uploaded).toEqual([
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
    expect(result).toEqual({ image: '/uploads/same.webp', gallery: ['/uploads/same.webp'] });
  });

  // Issue 24: one bad image threw the good ones away, and the retry uploaded all of them again.
  it('keeps the good uploads when one fails, names the bad slot, and a retry uploads only that one', async () => {
    const kept = new Map<string, string>();
    const failing = vi.fn(async (f: File) => {
      if (f.name === 'g2.png') throw new Error('Only images are accepted');
      return `/uploads/${f.name.replace('.png', '')}.webp`;
    });
    const attempt = uploadRoomImages(images, files, failing, { uploaded: (picked, url) => kept.set(picked, url) });
    await expect(attempt).rejects.toThrow('Additional image 2: Only images are accepted');
    await expect(attempt).rejects.toBeInstanceOf(RoomImagesUploadError);
    await expect(attempt).rejects.toMatchObject({ failures: [{ slot: 1, message: 'Only images are accepted' }] });
    expect(failing).toHaveBeenCalledTimes(3);
    expect([...kept]).toEqual([
      ['blob:main', '/uploads/main.webp'],
      ['blob:g5', '/uploads/g5.webp'],
    ]);

    // The form keeps those URLs in their slots; the admin picks another file for slot 2.
    const keep = (value: string) => kept.get(value) ?? value;
    const retryImages = { image: keep(images.image), gallery: images.gallery.map(keep).with(1, 'blob:g2-new') };
    const retryFiles = new Map([['blob:g2-new', file('g2-new')]]);
    const upload = vi.fn(async (f: File) => `/uploads/${f.name.replace('.png', '')}.webp`);
    const result = await uploadRoomImages(retryImages, retryFiles, upload);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(result).toEqual({
      image: '/uploads/main.webp',
      gallery: ['/uploads/a.webp', '/uploads/g2-new.webp', '/uploads/c.webp', '/uploads/d.webp', '/uploads/g5.webp'],
    });
  });

  it('names the main image, and every refused slot', async () => {
    const upload = vi.fn(async () => {
      throw new Error('Image is too large');
    });
    await expect(uploadRoomImages(images, files, upload)).rejects.toThrow(
      'Main image: Image is too large\nAdditional image 2: Image is too large\nAdditional image 5: Image is too large',
    );
  });
});
