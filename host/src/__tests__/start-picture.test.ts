import { startPictureShown } from '../start-picture';

const frame = (img: string) => {
  document.body.innerHTML = `<div id="h5-frame"><div class="h5f-m"><i>${img}</i></div></div>`;
  return document.querySelector('img');
};
const settled = (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  return () => done;
};
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  document.body.innerHTML = '';
});

it('goes on at once when the start frame has no picture', async () => {
  frame('');
  const isDone = settled(startPictureShown(5_000));
  await wait(0);
  expect(isDone()).toBe(true);
});

it("waits for the frame's picture to load, then a frame, before the shell's code runs", async () => {
  const img = frame('<img src="/assets/banners/banner-1.svg" alt="">')!;
  // jsdom loads no pictures: the image is not complete until its load event
  Object.defineProperty(img, 'complete', { value: false });
  const isDone = settled(startPictureShown(5_000));
  await wait(50);
  expect(isDone()).toBe(false);
  img.dispatchEvent(new Event('load'));
  await wait(50);
  expect(isDone()).toBe(true);
});

it('goes on when the picture fails, and after at most maxMs when it never arrives', async () => {
  const img = frame('<img src="/x.svg" alt="">')!;
  Object.defineProperty(img, 'complete', { value: false });
  const failed = settled(startPictureShown(5_000));
  img.dispatchEvent(new Event('error'));
  await wait(0);
  expect(failed()).toBe(true);

  const slow = settled(startPictureShown(80));
  await wait(30);
  expect(slow()).toBe(false);
  await wait(100);
  expect(slow()).toBe(true);
});
