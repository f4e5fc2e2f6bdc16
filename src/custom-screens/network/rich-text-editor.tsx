import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The HTML the editor starts with (a saved post's, already sanitised by the server). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Sends a picked image through the photo pipeline and answers its public address. */
  uploadImage: (file: File) => Promise<string>;
  onUploadFailed: (error: unknown) => void;
  label: string;
  disabled: boolean;
};

/**
 * The post's body: TipTap (ProseMirror) with its starter kit — headings, bold, italic, lists, quotes, links as pasted —
 * and images uploaded through the photo pipeline. What it writes is a suggestion: the server keeps only what its
 * sanitiser allows (server/modules/network/post-html.ts).
 */
export function RichTextEditor({ initialHtml, onChange, uploadImage, onUploadFailed, label, disabled }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image],
    content: initialHtml,
    editable: !disabled,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Toolbar editor={editor} uploadImage={uploadImage} onUploadFailed={onUploadFailed} disabled={disabled} />
      <Box
        sx={{
          px: 2,
          py: 1,
          minHeight: 240,
          '& .ProseMirror': { outline: 'none', minHeight: 220 },
          '& .ProseMirror img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& .ProseMirror blockquote': { borderLeft: 3, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
          '& .ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  );
}

function Toolbar({ editor, uploadImage, onUploadFailed, disabled }: { editor: Editor; uploadImage: Props['uploadImage']; onUploadFailed: Props['onUploadFailed']; disabled: boolean }) {
  const { t } = useTranslation('network');
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
    }),
  });
  const button = (name: keyof typeof state, icon: ReactNode, run: () => void) => (
    <Tooltip title={t(`editor.${name}`)}>
      <span>
        <IconButton size="small" aria-label={t(`editor.${name}`)} aria-pressed={state[name]} color={state[name] ? 'primary' : 'default'} disabled={disabled} onClick={run}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      const src = await uploadImage(picked);
      editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (error) {
      onUploadFailed(error);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };
  return (
    <Box role="toolbar" aria-label={t('editor.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {button('bold', <FormatBold />, () => editor.chain().focus().toggleBold().run())}
      {button('italic', <FormatItalic />, () => editor.chain().focus().toggleItalic().run())}
      {button('heading', <Title />, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
      {button('bullets', <FormatListBulleted />, () => editor.chain().focus().toggleBulletList().run())}
      {button('numbers', <FormatListNumbered />, () => editor.chain().focus().toggleOrderedList().run())}
      {button('quote', <FormatQuote />, () => editor.chain().focus().toggleBlockquote().run())}
      <Tooltip title={t('editor.image')}>
        <span>
          <IconButton size="small" aria-label={t('editor.image')} disabled={disabled || uploading} onClick={() => file.current?.click()}>
            {uploading ? <CircularProgress size={20} /> : <AddPhotoAlternate />}
          </IconButton>
        </span>
      </Tooltip>
      <input ref={file} type="file" accept="image/*" hidden aria-label={t('editor.imageFile')} onChange={(event) => void pick(event.target.files?.[0])} />
    </Box>
  );
}
