#!/usr/bin/env bash
# Generates the demo media library that `npm start` plays with no internet:
# apps/server/demo-media/ (manifest.json, README.md and one folder per title).
#
#   bash apps/server/scripts/generate-demo-media.sh     (or: npm run media:demo)
#   bash apps/server/scripts/generate-demo-media.sh --subtitles-only
#
# --subtitles-only rewrites just the text files of the existing library in place (subtitles,
# sidecar files, the master playlist that names them, manifest.json and README.md): no encode,
# no ffmpeg needed.
#
# Everything is synthetic (ffmpeg colour sources, drawtext and sine tones), so the output holds no
# copyrighted content: each video only shows the catalogue title it stands for, the active
# rendition and a running timecode. The output is wiped and rebuilt on every run; with the same
# ffmpeg/x264 build it comes out byte for byte the same.
#
# Needs: ffmpeg with libx264, the native aac encoder and drawtext; DejaVu fonts; node
# (--subtitles-only: node).
set -euo pipefail

SCRIPTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
HELPERS="$SCRIPTS_DIR/demo-media"
OUT_DIR="$(cd "$SCRIPTS_DIR/.." && pwd)/demo-media"

FONTS=/usr/share/fonts/truetype/dejavu
FONT_BOLD="$FONTS/DejaVuSans-Bold.ttf"
FONT_REGULAR="$FONTS/DejaVuSans.ttf"
FONT_MONO="$FONTS/DejaVuSansMono.ttf"

FPS=24
# Fixed 2 s GOPs and 6 s segments (3 GOPs): every segment of every rendition starts with a
# keyframe at the same time, which is what lets hls.js switch renditions at segment boundaries.
GOP_FRAMES=48
SEGMENT_SECONDS=6
AUDIO_RATE=48000
AUDIO_BITRATE=32k
# x264's output depends on its thread count; fixing it keeps the output reproducible.
X264_THREADS=2
# The machine is shared: encodes run at low priority.
NICE=(nice -n 10)
# Everything under demo-media must stay under this (it is committed to the repository).
BUDGET_BYTES=$((15 * 1000 * 1000))

# Later tests need > 20 s watched and > 2 min left. 182 rather than 180: a browser reports the
# end of a 180 s stream as 179.999999 s, and the 2 s surplus is one whole GOP.
BBB_SECONDS=182
SINTEL_SECONDS=150
# Caminandes season 1: episode names and lengths (s), episode 1 first.
CAMINANDES_EPISODES=("Llama Drama" "Gran Dillama" "Llamigos")
CAMINANDES_SECONDS=(45 42 40)
# English and Spanish tones differ so a listener hears which audio track plays.
TONE_EN=440
TONE_ES=660

# Colours: background per title, a moving bar (motion) and a progress bar (position in the title).
BG_BBB=0x1d2b22
BG_SINTEL=0x2b1d27
BG_CAMINANDES=0x2b2418
BAR_COLOUR=0xf2a541
PROGRESS_COLOUR=0x4fb3bf

# Rendition label -> "width height H.264-level crf maxrate(kbit/s)". The pictures are flat
# graphics, so a CRF does the work and the maxrate (VBV buffer = 2 s) only caps keyframe bursts.
# Smaller renditions get a lower CRF so their small text stays legible.
rendition() {
  case "$1" in
    1080p) echo "1920 1080 4.0 32 600" ;;
    720p) echo "1280 720 3.1 31 400" ;;
    360p) echo "640 360 3.0 29 200" ;;
    *) fail "unknown rendition $1" ;;
  esac
}

# maxrate <label>: "1080p 600k", for the README.
maxrate() {
  local maxrate
  read -r _ _ _ _ maxrate <<<"$(rendition "$1")"
  echo "$1 ${maxrate}k"
}

fail() {
  echo "generate-demo-media: $*" >&2
  exit 1
}

check_tools() {
  command -v ffmpeg >/dev/null || fail "ffmpeg is not installed"
  command -v node >/dev/null || fail "node is not installed"
  # Captured first: `ffmpeg | grep -q` would fail under pipefail when grep stops reading early.
  local encoders filters
  encoders=$(ffmpeg -hide_banner -encoders 2>/dev/null)
  filters=$(ffmpeg -hide_banner -filters 2>/dev/null)
  [[ $encoders == *libx264* ]] || fail "ffmpeg lacks the libx264 encoder"
  [[ $filters == *drawtext* ]] || fail "ffmpeg lacks the drawtext filter (libfreetype)"
  for font in "$FONT_BOLD" "$FONT_REGULAR" "$FONT_MONO"; do
    [[ -f "$font" ]] || fail "missing font $font (Debian: apt-get install fonts-dejavu-core)"
  done
}

# text_file <text>: writes text for drawtext to a new file and prints its path. textfile= spares
# us filtergraph escaping of titles with punctuation (—, ·) and of the timecode's %{...}.
text_file() {
  local file
  file=$(mktemp "$TEXT_DIR/text-XXXXXX")
  printf '%s' "$1" >"$file"
  echo "$file"
}

# scaled <pixels at 1080p> <height>: the layout is drawn for 1080p and scaled by height.
scaled() {
  echo $(($1 * $2 / 1080))
}

# video_graph <width> <height> <seconds> <background> <title> <title px at 1080p> <line> <label>
# Prints a filtergraph ending in [v]: the title card, the small "Matinee demo stream" line, the
# rendition label (top right), a running HH:MM:SS.ff timecode, a bar sweeping across every 6 s
# (visible motion) and a progress bar along the bottom edge (position in the title).
video_graph() {
  local w=$1 h=$2 seconds=$3 background=$4 title=$5 title_px=$6 line=$7 label=$8
  local graph=""
  graph+="color=c=$background:s=${w}x$h:r=$FPS:d=$seconds[bg];"
  graph+="color=c=$BAR_COLOUR:s=$((w / 12))x$((h / 60)):r=$FPS:d=$seconds[bar];"
  graph+="color=c=$PROGRESS_COLOUR:s=${w}x$((h / 90)):r=$FPS:d=$seconds[progress];"
  graph+="[bg][bar]overlay=x='mod(t*W/6\\,W+w)-w':y=H*0.72:eval=frame[moving];"
  graph+="[moving][progress]overlay=x='-w+w*t/$seconds':y=H-h:eval=frame,"
  graph+="drawtext=fontfile=$FONT_BOLD:textfile=$(text_file "$title"):expansion=none"
  graph+=":fontcolor=white:fontsize=$(scaled "$title_px" "$h"):x=(w-tw)/2:y=h*0.36,"
  graph+="drawtext=fontfile=$FONT_REGULAR:textfile=$(text_file "$line"):expansion=none"
  graph+=":fontcolor=0xb8c0d0:fontsize=$(scaled 40 "$h"):x=(w-tw)/2"
  graph+=":y=h*0.36+$(scaled 130 "$h"),"
  graph+="drawtext=fontfile=$FONT_BOLD:textfile=$(text_file "$label"):expansion=none"
  graph+=":fontcolor=black:fontsize=$(scaled 56 "$h"):box=1:boxcolor=$BAR_COLOUR"
  graph+=":boxborderw=$(scaled 14 "$h"):x=w-tw-$(scaled 60 "$h"):y=$(scaled 60 "$h"),"
  graph+="drawtext=fontfile=$FONT_MONO:textfile=$TIMECODE_FILE:expansion=normal"
  graph+=":fontcolor=white:fontsize=$(scaled 64 "$h"):x=(w-tw)/2:y=h*0.8[v]"
  echo "$graph"
}

# tone_graph <hz> <seconds>: a quiet sine with a short beep (an octave up) at every second.
# The AAC encoder puts one frame (1024 samples) of priming in front, so the source is one frame
# shorter: the encoded track then ends at <seconds> like the video, instead of spilling a 21 ms
# extra segment into the HLS audio playlist.
tone_graph() {
  local hz=$1 seconds=$2
  local beep="lt(mod(t\\,1)\\,0.12)*sin(PI*mod(t\\,1)/0.12)"
  local graph="aevalsrc=exprs='0.03*sin(2*PI*$hz*t)+0.15*$beep*sin(4*PI*$hz*t)'"
  graph+=":s=$AUDIO_RATE,atrim=end_sample=$((seconds * AUDIO_RATE - 1024))"
  graph+=",aformat=channel_layouts=mono[a]"
  echo "$graph"
}

# x264_args <label>: H.264 High with a fixed GOP. No B-frames: the first frame is then at
# presentation time 0, which the WebVTT X-TIMESTAMP-MAP relies on (and they save nothing here).
x264_args() {
  local w h level crf maxrate
  read -r w h level crf maxrate <<<"$(rendition "$1")"
  echo "-c:v libx264 -preset slow -tune animation -profile:v high -level:v $level" \
    "-crf $crf -maxrate ${maxrate}k -bufsize $((2 * maxrate))k" \
    "-g $GOP_FRAMES -keyint_min $GOP_FRAMES -sc_threshold 0 -bf 0" \
    "-pix_fmt yuv420p -threads $X264_THREADS"
}

aac_args() {
  echo "-c:a aac -b:a $AUDIO_BITRATE -ac 1 -ar $AUDIO_RATE"
}

# hls_args <dir>: one fMP4 (CMAF-style) VOD media playlist per rendition, in its own folder.
hls_args() {
  echo "-f hls -hls_time $SEGMENT_SECONDS -hls_playlist_type vod -hls_segment_type fmp4" \
    "-hls_fmp4_init_filename init.mp4 -hls_flags independent_segments" \
    "-hls_segment_filename $1/seg_%03d.m4s $1/index.m3u8"
}

ffmpeg_run() {
  "${NICE[@]}" ffmpeg -hide_banner -loglevel error -nostdin -y "$@"
}

# hls_video <title dir> <label> <seconds> <background> <title> <title px> : <title dir>/<label>/
hls_video() {
  local dir=$1/$2 label=$2 seconds=$3 background=$4 title=$5 title_px=$6 w h
  read -r w h _ <<<"$(rendition "$label")"
  mkdir -p "$dir"
  echo "  video $label"
  # shellcheck disable=SC2046 # word splitting of the *_args helpers is intended
  ffmpeg_run -filter_complex \
    "$(video_graph "$w" "$h" "$seconds" "$background" "$title" "$title_px" \
      "Matinee demo stream · HLS" "$label")" \
    -map "[v]" $(x264_args "$label") $(hls_args "$dir")
}

# hls_audio <title dir> <language> <ISO 639-2 code> <hz> <seconds> : <title dir>/audio-<language>/
hls_audio() {
  local dir=$1/audio-$2 language3=$3 hz=$4 seconds=$5
  mkdir -p "$dir"
  echo "  audio $2 ($hz Hz)"
  # shellcheck disable=SC2046
  ffmpeg_run -filter_complex "$(tone_graph "$hz" "$seconds")" -map "[a]" \
    $(aac_args) -metadata:s:a:0 "language=$language3" $(hls_args "$dir")
}

# mp4_file <file> <label> <seconds> <background> <title> : one progressive MP4 with audio.
mp4_file() {
  local file=$1 label=$2 seconds=$3 background=$4 title=$5 w h
  read -r w h _ <<<"$(rendition "$label")"
  echo "  file $label"
  # +faststart puts the moov box before the media data, so playback starts before the whole
  # file has arrived and seeking works with plain range requests.
  # shellcheck disable=SC2046
  ffmpeg_run -filter_complex \
    "$(video_graph "$w" "$h" "$seconds" "$background" "$title" 96 \
      "Matinee demo stream · MP4" "$label");$(tone_graph "$TONE_EN" "$seconds")" \
    -map "[v]" -map "[a]" $(x264_args "$label") $(aac_args) \
    -metadata:s:a:0 language=eng -metadata "title=$title (Matinee demo stream, $label)" \
    -movflags +faststart "$file"
}

# Movie 10378: HLS with three video renditions, English + Spanish audio (subtitles and the
# master playlist: write_text_tracks).
make_big_buck_bunny() {
  local dir=$STAGE/big-buck-bunny
  echo "big-buck-bunny (HLS, ${BBB_SECONDS}s)"
  for label in 1080p 720p 360p; do
    hls_video "$dir" "$label" "$BBB_SECONDS" "$BG_BBB" "Big Buck Bunny" 96
  done
  hls_audio "$dir" en eng "$TONE_EN" "$BBB_SECONDS"
  hls_audio "$dir" es spa "$TONE_ES" "$BBB_SECONDS"
}

# Movie 45745: two progressive MP4 files (subtitles: write_text_tracks).
make_sintel() {
  local dir=$STAGE/sintel
  echo "sintel (MP4, ${SINTEL_SECONDS}s)"
  mkdir -p "$dir"
  for label in 720p 360p; do
    mp4_file "$dir/sintel-$label.mp4" "$label" "$SINTEL_SECONDS" "$BG_SINTEL" "Sintel"
  done
}

# Every subtitle file and the playlist that names them: English WebVTT of Big Buck Bunny (a
# file and an HLS rendition) and Sintel (a file), the sidecar files of every title (our own
# lines in Spanish, German, French and English SDH; SRT, WebVTT and ASS; UTF-8 and
# Windows-1252: scripts/demo-media/sidecar-lines.mjs), Big Buck Bunny's Spanish HLS rendition,
# and its master playlist.
write_text_tracks() {
  echo "subtitles"
  node "$HELPERS/subtitles.mjs" --dir "$STAGE/big-buck-bunny" --duration "$BBB_SECONDS" \
    --language en --segment-seconds "$SEGMENT_SECONDS"
  node "$HELPERS/subtitles.mjs" --dir "$STAGE/sintel" --duration "$SINTEL_SECONDS" --language en
  node "$HELPERS/sidecars.mjs" --dir "$STAGE" --bbb-duration "$BBB_SECONDS" \
    --segment-seconds "$SEGMENT_SECONDS"
  node "$HELPERS/master-playlist.mjs" --dir "$STAGE/big-buck-bunny" --frame-rate "$FPS" \
    --video 1080p --video 720p --video 360p \
    --audio en:English:default --audio es:Spanish \
    --subtitles en:English --subtitles es:Spanish
}

# episode_folder <episode>: s01e01
episode_folder() {
  printf 's01e%02d' "$1"
}

# Show 900000001, season 1: make_caminandes_episode <episode> (from 1). HLS, 720p + 360p video
# and one audio track.
make_caminandes_episode() {
  local episode=$1
  local name=${CAMINANDES_EPISODES[$((episode - 1))]}
  local seconds=${CAMINANDES_SECONDS[$((episode - 1))]}
  local dir
  dir=$STAGE/caminandes/$(episode_folder "$episode")
  echo "caminandes $(episode_folder "$episode") (HLS, ${seconds}s)"
  for label in 720p 360p; do
    hls_video "$dir" "$label" "$seconds" "$BG_CAMINANDES" \
      "Caminandes — S1 E$episode · $name" 64
  done
  hls_audio "$dir" en eng "$TONE_EN" "$seconds"
  node "$HELPERS/master-playlist.mjs" --dir "$dir" --frame-rate "$FPS" \
    --video 720p --video 360p --audio en:English:default
}

# The library manifest (mediaManifestSchema in packages/contracts/src/media-library.ts).
write_manifest() {
  local episodes="" episode name
  for episode in $(seq 1 ${#CAMINANDES_EPISODES[@]}); do
    name=$(episode_folder "$episode")
    episodes+=$(
      cat <<JSON
,
    {
      "type": "show",
      "tmdbId": "900000001",
      "title": "Caminandes",
      "season": 1,
      "episode": $episode,
      "stream": { "type": "hls", "playlist": "caminandes/$name/master.m3u8", "captions": [] },
      "subtitles": [
        { "language": "es", "path": "caminandes/$name/caminandes.$name.es.srt" },
        { "language": "de", "path": "caminandes/$name/caminandes.$name.de.srt" }
      ]
    }
JSON
    )
  done
  cat >"$STAGE/manifest.json" <<JSON
{
  "version": 1,
  "entries": [
    {
      "type": "movie",
      "tmdbId": "10378",
      "title": "Big Buck Bunny",
      "stream": {
        "type": "hls",
        "playlist": "big-buck-bunny/master.m3u8",
        "captions": [{ "language": "en", "type": "vtt", "path": "big-buck-bunny/subtitles.en.vtt" }]
      },
      "subtitles": [
        { "language": "es", "path": "big-buck-bunny/big-buck-bunny.es.srt" },
        { "language": "de", "path": "big-buck-bunny/big-buck-bunny.de.srt" },
        { "language": "fr", "path": "big-buck-bunny/big-buck-bunny.fr.ass" },
        {
          "language": "en",
          "path": "big-buck-bunny/big-buck-bunny.en.sdh.srt",
          "hearingImpaired": true
        }
      ]
    },
    {
      "type": "movie",
      "tmdbId": "45745",
      "title": "Sintel",
      "stream": {
        "type": "file",
        "qualities": { "720": "sintel/sintel-720p.mp4", "360": "sintel/sintel-360p.mp4" },
        "captions": [{ "language": "en", "type": "vtt", "path": "sintel/subtitles.en.vtt" }]
      },
      "subtitles": [
        { "language": "es", "path": "sintel/sintel.es.vtt" },
        { "language": "de", "path": "sintel/sintel.de.srt" },
        { "language": "fr", "path": "sintel/sintel.fr.srt" }
      ]
    }$episodes
  ]
}
JSON
}

# size_of <path>: bytes, as `du -sb` counts them.
size_of() {
  du -sb "$1" | cut -f1
}

write_readme() {
  local folders=(big-buck-bunny sintel) sizes="" folder episode episode_seconds
  for episode in $(seq 1 ${#CAMINANDES_EPISODES[@]}); do
    folders+=("caminandes/$(episode_folder "$episode")")
  done
  for folder in "${folders[@]}"; do
    sizes+="| \`$folder/\` | $(size_of "$STAGE/$folder") |"$'\n'
  done
  episode_seconds=$(printf ' / %s' "${CAMINANDES_SECONDS[@]}")
  cat >"$STAGE/README.md" <<MARKDOWN
# Demo media

The media library \`npm start\` serves when no \`MEDIA_DIR\` is configured: three catalogue titles
that play with no internet. **Generated — do not edit by hand.** Rebuild with

\`\`\`sh
npm run media:demo   # = bash apps/server/scripts/generate-demo-media.sh
\`\`\`

Everything here is synthetic (ffmpeg colour sources, text and sine tones): no frame or sound of
the films named below. Each video shows the title it stands for, the active rendition (1080p,
720p, 360p), a running timecode (HH:MM:SS.ff) and a moving bar; the audio is a quiet tone with
a beep every second (English $TONE_EN Hz, Spanish $TONE_ES Hz).

| Folder | Catalogue entry | Stream |
|---|---|---|
| \`big-buck-bunny/\` | movie 10378 "Big Buck Bunny" | HLS (fMP4), ${BBB_SECONDS} s: video 1080p / 720p / 360p, audio English (default) + Spanish, WebVTT subtitle renditions English + Spanish (also \`subtitles.en.vtt\`); sidecars \`.es.srt\`, \`.de.srt\` (Windows-1252), \`.fr.ass\` (styled), \`.en.sdh.srt\` |
| \`sintel/\` | movie 45745 "Sintel" | MP4 files (faststart), ${SINTEL_SECONDS} s: 720p, 360p; \`subtitles.en.vtt\`; sidecars \`.es.vtt\`, \`.de.srt\`, \`.fr.srt\` (Windows-1252) |
| \`caminandes/s01e01..03/\` | show 900000001 "Caminandes" S1 E1-3 | HLS (fMP4), ${episode_seconds# / } s: video 720p / 360p, audio English; sidecars \`.es.srt\`, \`.de.srt\` |

The English WebVTT cues name their own start time (a sync check against the timecode). The
sidecar files (listed under \`subtitles\` in the manifest, served by \`GET /subtitles\`) hold our
own short lines about the demo stream over its first minute
(\`scripts/demo-media/sidecar-lines.mjs\`).

\`manifest.json\` maps each folder to its catalogue entry (schema: \`mediaManifestSchema\` in
\`packages/contracts/src/media-library.ts\`).

Encoding: H.264 High at ${FPS} fps with a keyframe every $((GOP_FRAMES / FPS)) s and ${SEGMENT_SECONDS} s segments aligned
across renditions; CRF with a bitrate cap ($(maxrate 1080p), $(maxrate 720p), $(maxrate 360p)); AAC-LC mono
$AUDIO_BITRATE. BANDWIDTH, RESOLUTION and CODECS in each master playlist are measured from the files.

Sizes in bytes (\`du -sb\`):

| Folder | Bytes |
|---|---|
${sizes}| **total** (before this README) | $(size_of "$STAGE") |
MARKDOWN
}

# --subtitles-only: the text files, rewritten in place in the existing library.
subtitles_only() {
  command -v node >/dev/null || fail "node is not installed"
  [[ -f "$OUT_DIR/manifest.json" ]] || fail "no demo library at $OUT_DIR: run without options first"
  STAGE=$OUT_DIR
  write_text_tracks
  write_manifest
  rm -f "$OUT_DIR/README.md" # its table counts the library without it
  write_readme
  local total
  total=$(size_of "$OUT_DIR")
  ((total <= BUDGET_BYTES)) || fail "output is $total bytes, over the $BUDGET_BYTES byte budget"
  echo "updated $OUT_DIR ($total bytes)"
}

main() {
  if [[ ${1:-} == --subtitles-only ]]; then
    subtitles_only
    return
  fi
  check_tools
  local work
  work=$(mktemp -d)
  # shellcheck disable=SC2064 # expand now: $work is local
  trap "rm -rf '$work'" EXIT
  # Built aside and moved into place at the end: a failed run leaves the old library intact.
  STAGE=$work/demo-media
  TEXT_DIR=$work/text
  mkdir -p "$STAGE" "$TEXT_DIR"
  # HH:MM:SS.ff computed from the frame number n (exact integers, unlike float seconds).
  local timecode="%{eif:floor(n/$((FPS * 3600))):d:2}"
  timecode+=":%{eif:mod(floor(n/$((FPS * 60))),60):d:2}"
  timecode+=":%{eif:mod(floor(n/$FPS),60):d:2}"
  timecode+=".%{eif:mod(n,$FPS):d:2}"
  TIMECODE_FILE=$(text_file "$timecode")

  make_big_buck_bunny
  make_sintel
  local episode
  for episode in $(seq 1 ${#CAMINANDES_EPISODES[@]}); do
    make_caminandes_episode "$episode"
  done
  write_text_tracks
  write_manifest
  write_readme

  local total
  total=$(size_of "$STAGE")
  ((total <= BUDGET_BYTES)) || fail "output is $total bytes, over the $BUDGET_BYTES byte budget"
  rm -rf "$OUT_DIR"
  mv "$STAGE" "$OUT_DIR"
  echo "wrote $OUT_DIR ($(size_of "$OUT_DIR") bytes)"
}

main "$@"
