import { youtubeId } from './product-utils.js';

/** The optional product video: a lazily loaded YouTube embed (id = last path segment). */
export default function ProductVideo({ url, name }: { url: string | null; name: string }) {
  const id = youtubeId(url);
  if (!id) return null;
  return (
    <section aria-labelledby="product-video-heading" className="space-y-4">
      <h3 id="product-video-heading" className="text-lg font-semibold text-gray-900">
        Product Video
      </h3>
      <div className="overflow-hidden rounded-2xl bg-black shadow-sm">
        <iframe
          src={`https://www.youtube.com/embed/${id}`}
          title={`${name} – product video`}
          width={560}
          height={315}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="aspect-video h-auto w-full"
        />
      </div>
    </section>
  );
}
