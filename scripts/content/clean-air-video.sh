#!/bin/sh
# Rebuilds public/media/clean-air-basics.{mp4,jpg}: the site's own 12-second explainer (docs/content.md).
# Needs ffmpeg with libx264 and the DejaVu fonts. Captions are the .vtt files beside it, one per language.
set -e
cd "$(dirname "$0")/../../public/media"
F=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
R=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
title() { echo "drawtext=fontfile=$F:text='$1':fontcolor=white:fontsize=$2:x=(w-text_w)/2:y=130:enable='between(t,$3,$4)'"; }
line() { echo "drawtext=fontfile=$R:text='$1':fontcolor=0xd1fae5:fontsize=24:x=(w-text_w)/2:y=200:enable='between(t,$2,$3)'"; }
V="$(title 'Clean indoor air' 44 0 3),$(line 'in three steps' 0 3)"
V="$V,$(title '1  Open windows' 40 3 6),$(line 'Outdoor air dilutes the virus' 3 6)"
V="$V,$(title '2  Filter the air' 40 6 9),$(line 'A HEPA air cleaner catches particles' 6 9)"
V="$V,$(title '3  Measure CO2' 40 9 12),$(line 'A lower reading means fresher air' 9 12)"
V="$V,drawtext=fontfile=$R:text='Made by Covid Info':fontcolor=0x99f6e4:fontsize=16:x=w-text_w-16:y=h-30"
ffmpeg -y -loglevel error -f lavfi -i "color=c=0x115e59:s=640x360:d=12:r=24" -vf "$V" \
  -c:v libx264 -preset veryslow -crf 28 -tune stillimage -pix_fmt yuv420p -movflags +faststart -an clean-air-basics.mp4
ffmpeg -y -loglevel error -ss 1 -i clean-air-basics.mp4 -frames:v 1 -q:v 5 clean-air-basics.jpg
# The same video in VP9, for browsers without H.264.
ffmpeg -y -loglevel error -i clean-air-basics.mp4 -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -an clean-air-basics.webm
