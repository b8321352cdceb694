// A drawing of the app's home screen; decorative only, so hidden from assistive technology.
export function PhonePreview() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto hidden w-56 rounded-[2.5rem] border-4 border-slate-700 bg-slate-950 p-3 shadow-2xl sm:block"
    >
      <div className="mx-auto mb-3 h-1.5 w-16 rounded-full bg-slate-700" />
      <div className="space-y-3 rounded-3xl bg-slate-900 p-3">
        <div className="flex items-center gap-2">
          <span className="size-6 rounded-full bg-brand-300" />
          <span className="h-2.5 w-20 rounded bg-slate-600" />
        </div>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="space-y-1.5 rounded-xl bg-slate-800 p-3">
            <span className="block h-2 w-3/4 rounded bg-slate-500" />
            <span className="block h-2 w-1/2 rounded bg-slate-600" />
          </div>
        ))}
        <div className="flex justify-around pt-1">
          {[0, 1, 2, 3].map((tab) => (
            <span key={tab} className={`size-4 rounded ${tab === 0 ? "bg-brand-300" : "bg-slate-600"}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
