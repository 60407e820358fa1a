#!/bin/sh
# Rebuilds the Media page's seven short clips, and the grocery case study's own, with their thumbnails (no remote assets: everything is
# drawn by ffmpeg's lavfi sources). Output: frontend/public/video/media/<id>.mp4 (H.264, 640x360,
# 5 s, no audio, faststart) and <id>.webp (640x360 frame at 2.5 s).
# Run from the repository root: sh frontend/src/content/media/generate-media-videos.sh
set -eu
OUT=frontend/public/video/media
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
mkdir -p "$OUT"

make() { # id, title, subtitle, colour 0, colour 1
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:c0=$4:c1=$5:speed=0.03:d=5:r=24" \
    -vf "drawgrid=w=40:h=40:t=1:c=white@0.08,drawbox=x='mod(t*160\,680)-40':y=300:w=40:h=8:c=0x2ec4f1:t=fill,drawtext=fontfile=$BOLD:text='$2':fontsize=32:fontcolor=white:x=40:y=140:alpha='min(1\,t)',drawtext=fontfile=$REGULAR:text='$3':fontsize=20:fontcolor=0x9fe3f8:x=40:y=190,drawtext=fontfile=$BOLD:text='NORTHWIRE INTEGRATION':fontsize=14:fontcolor=white@0.7:x=40:y=40" \
    -t 5 -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart -an "$OUT/$1.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 2.5 -i "$OUT/$1.mp4" -frames:v 1 -c:v libwebp -quality 70 "$OUT/$1.webp"
}

make signage-rollout 'Menu boards in 120 stores' 'Digital signage rollout' 0x0b1f3a 0x0a7ea4
make led-wall-build 'Building a transparent LED wall' 'LED video walls for a bank branch' 0x13294b 0x6c3ab8
make structured-cabling 'Cabling labelled end to end' 'Structured wiring' 0x0b1f3a 0x067647
make network-cutover 'An overnight network cutover' 'Network design' 0x0b1f3a 0x2e5fa8
make zoned-audio 'Zoned audio for a flagship store' 'Audio installations' 0x13294b 0xb45309
make remote-monitoring '24/7 monitoring, 365 days a year' 'Remote monitoring and support' 0x0b1f3a 0x0e7490
make site-survey 'Site surveys that prevent surprises' 'Environment surveys' 0x13294b 0x4d7c0f
# Not on the Media page (its seven cards): the grocery case study's own clip.
make grocer-markets 'Eighteen markets, one network' 'Signage, audio and payments for a grocer' 0x0b1f3a 0x15803d
