export async function seed(_o: { volume: number }) {}
