import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

export default defineConfig({
  root: 'web',
  // Every file is also written gzip- and brotli-compressed; the server sends those to browsers that take them.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
})
