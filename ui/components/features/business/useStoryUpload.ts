import { useCallback, useRef, useState } from 'react';
import { checkVideoFile, storyFailureKey, storyHeld } from './stories';
import type { MessageRef } from '../editor/messages';
import { useLatestRef, useMountedRef } from '../internal/refs';

/** The page wires this to `client.media.uploadStory(file, { onProgress })` (or the mutation). */
export type UploadStory = (file: File, options: { onProgress: (fraction: number) => void }) => Promise<unknown>;

/**
 * Where a story upload stands. `invalid` is a client check's refusal (nothing was sent);
 * `failed` names the §8 text: 'stories.failed' (the server refused) or 'stories.error'.
 */
export type StoryUploadState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'invalid'; readonly problem: MessageRef }
  | { readonly kind: 'ready' }
  | { readonly kind: 'uploading'; readonly progress: number }
  /** `held`: the story waits for the author's approval (shown to the owner only until then). */
  | { readonly kind: 'uploaded'; readonly held: boolean }
  | { readonly kind: 'failed'; readonly messageKey: 'stories.failed' | 'stories.error'; readonly error: unknown };

/**
 * A story video upload: the chosen file is checked first (empty, type by its first bytes, size) and refused with a
 * translated message before anything is sent; the upload reports its progress; a failure keeps
 * the file, so "Try again" sends the same video without choosing it again.
 */
export function useStoryUpload({ upload, autoStart = false }: { upload: UploadStory; autoStart?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<StoryUploadState>({ kind: 'idle' });
  const busy = useRef(false);
  const mountedRef = useMountedRef();
  const uploadRef = useLatestRef(upload);

  const send = useCallback(async (video: File) => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'uploading', progress: 0 });
    try {
      const answer = await uploadRef.current(video, {
        onProgress: (fraction) => {
          if (mountedRef.current) setState({ kind: 'uploading', progress: Math.max(0, Math.min(1, fraction)) });
        },
      });
      if (mountedRef.current) {
        setState({ kind: 'uploaded', held: storyHeld(answer) });
        setFile(null);
      }
    } catch (error) {
      if (mountedRef.current) setState({ kind: 'failed', messageKey: storyFailureKey(error), error });
    } finally {
      busy.current = false;
    }
  }, [mountedRef, uploadRef]);

  const choose = useCallback(async (chosen: File | null) => {
    if (busy.current) return;
    if (!chosen) {
      setFile(null);
      setState({ kind: 'idle' });
      return;
    }
    // Read from the video's first bytes: a renamed file or random bytes never go out.
    const problem = await checkVideoFile(chosen);
    if (!mountedRef.current) return;
    if (problem) {
      setFile(null);
      setState({ kind: 'invalid', problem });
      return;
    }
    setFile(chosen);
    setState({ kind: 'ready' });
    if (autoStart) void send(chosen);
  }, [autoStart, mountedRef, send]);

  return {
    file,
    state,
    choose,
    /** Sends the chosen file (again, after a failure). */
    start: useCallback(() => (file ? send(file) : Promise.resolve()), [file, send]),
    uploading: state.kind === 'uploading',
  };
}

export type StoryUploadHandle = ReturnType<typeof useStoryUpload>;
