/*
 * An empty ICU common-data package, built as libicudata.so.N for the Docker image in place of Debian's 30 MB
 * libicudata (the Dockerfile's runtime stage leaves that file out with a dpkg path-exclude).
 *
 * Why it is safe: only libxml2 links the system ICU, and libxml2 calls ICU only to convert a document
 * encoding it does not decode itself (it handles UTF-8, UTF-16 and Latin-1 on its own). NavGraph accepts
 * UTF-8 storyboards only, so ICU's data is never read; were it asked, ICU would find no converter and
 * libxml2 would report the encoding as unsupported. The Swift runtime carries its own ICU, linked in.
 *
 * The layout is ICU's data header (udata.h: MappedData, then UDataInfo, padded to headerSize) for a
 * little- or big-endian "CmnD" package of format 1 whose table of contents has no entries.
 * ICU_DATA_SYMBOL is the package's symbol, icudt<major>_dat, given by the build.
 */
#ifndef ICU_DATA_SYMBOL
#error "define ICU_DATA_SYMBOL, e.g. -DICU_DATA_SYMBOL=icudt72_dat"
#endif

struct EmptyCommonData {
    unsigned short headerSize;
    unsigned char magic1, magic2;
    struct {
        unsigned short size, reserved;
        unsigned char isBigEndian, charsetFamily, sizeofUChar, reservedByte;
        unsigned char dataFormat[4], formatVersion[4], dataVersion[4];
    } info;
    unsigned char padding[8];
    unsigned int count;
};

__attribute__((visibility("default"))) const struct EmptyCommonData ICU_DATA_SYMBOL = {
    32, 0xda, 0x27,
    {20, 0, __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__, 0 /* ASCII */, 2, 0, {'C', 'm', 'n', 'D'}, {1, 0, 0, 0},
        {0, 0, 0, 0}},
    {0},
    0,
};
