/** Types of scripts/build-stamp.mjs (imported by vite.config.ts). */
import type { Plugin } from 'vite';

export type BuildKind = 'web' | 'server';
export const BUILDS: Record<BuildKind, { inputs: string[]; output: string; stamp: string }>;
export function inputsHash(kind: BuildKind): string;
export function staleReason(kind: BuildKind): string | null;
export function writeStamp(kind: BuildKind, inputs?: string): void;
export function clearStamp(kind: BuildKind): void;
export function webBuildStamp(): Plugin;
