/* Generated from serbian.sbl by Snowball 3.1.1 - https://snowballstem.org/ */

#include "stem_UTF_8_serbian.h"

#include <stddef.h>

#include "../runtime/snowball_runtime.h"

struct SN_local {
    struct SN_env z;
    int i_p1;
    unsigned char b_no_diacritics;
};

typedef struct SN_local SN_local;

#ifdef __cplusplus
extern "C" {
#endif
extern int serbian_UTF_8_stem(struct SN_env * z);
#ifdef __cplusplus
}
#endif

static int r_Step_3(struct SN_env * z);
static int r_Step_2(struct SN_env * z);
static int r_Step_1(struct SN_env * z);
static int r_R1(struct SN_env * z);
static int r_mark_regions(struct SN_env * z);
static int r_prelude(struct SN_env * z);
static int r_cyr_to_lat(struct SN_env * z);

static const symbol s_0[] = { 'a' };
static const symbol s_1[] = { 'b' };
static const symbol s_2[] = { 'v' };
static const symbol s_3[] = { 'g' };
static const symbol s_4[] = { 'd' };
static const symbol s_5[] = { 0xC4, 0x91 };
static const symbol s_6[] = { 'e' };
static const symbol s_7[] = { 0xC5, 0xBE };
static const symbol s_8[] = { 'z' };
static const symbol s_9[] = { 'i' };
static const symbol s_10[] = { 'j' };
static const symbol s_11[] = { 'k' };
static const symbol s_12[] = { 'l' };
static const symbol s_13[] = { 'l', 'j' };
static const symbol s_14[] = { 'm' };
static const symbol s_15[] = { 'n' };
static const symbol s_16[] = { 'n', 'j' };
static const symbol s_17[] = { 'o' };
static const symbol s_18[] = { 'p' };
static const symbol s_19[] = { 'r' };
static const symbol s_20[] = { 's' };
static const symbol s_21[] = { 't' };
static const symbol s_22[] = { 0xC4, 0x87 };
static const symbol s_23[] = { 'u' };
static const symbol s_24[] = { 'f' };
static const symbol s_25[] = { 'h' };
static const symbol s_26[] = { 'c' };
static const symbol s_27[] = { 0xC4, 0x8D };
static const symbol s_28[] = { 'd', 0xC5, 0xBE };
static const symbol s_29[] = { 0xC5, 0xA1 };
static const symbol s_30[] = { 'i', 'j', 'e' };
static const symbol s_31[] = { 'e' };
static const symbol s_32[] = { 'j', 'e' };
static const symbol s_33[] = { 'e' };
static const symbol s_34[] = { 'd', 'j' };
static const symbol s_35[] = { 0xC4, 0x91 };
static const symbol s_36[] = { 'l', 'o', 'g', 'a' };
static const symbol s_37[] = { 'p', 'e', 'h' };
static const symbol s_38[] = { 'v', 'o', 'j', 'k', 'a' };
static const symbol s_39[] = { 'b', 'o', 'j', 'k', 'a' };
static const symbol s_40[] = { 'j', 'a', 'k' };
static const symbol s_41[] = { 0xC4, 0x8D, 'a', 'j', 'n', 'i' };
static const symbol s_42[] = { 'c', 'a', 'j', 'n', 'i' };
static const symbol s_43[] = { 'e', 'r', 'n', 'i' };
static const symbol s_44[] = { 'l', 'a', 'r', 'n', 'i' };
static const symbol s_45[] = { 'e', 's', 'n', 'i' };
static const symbol s_46[] = { 'a', 'n', 'j', 'c', 'a' };
static const symbol s_47[] = { 'a', 'j', 'c', 'a' };
static const symbol s_48[] = { 'l', 'j', 'c', 'a' };
static const symbol s_49[] = { 'e', 'j', 'c', 'a' };
static const symbol s_50[] = { 'o', 'j', 'c', 'a' };
static const symbol s_51[] = { 'a', 'j', 'k', 'a' };
static const symbol s_52[] = { 'o', 'j', 'k', 'a' };
static const symbol s_53[] = { 0xC5, 0xA1, 'c', 'a' };
static const symbol s_54[] = { 'i', 'n', 'g' };
static const symbol s_55[] = { 't', 'v', 'e', 'n', 'i', 'k' };
static const symbol s_56[] = { 't', 'e', 't', 'i', 'k', 'a' };
static const symbol s_57[] = { 'n', 's', 't', 'v', 'a' };
static const symbol s_58[] = { 'n', 'i', 'k' };
static const symbol s_59[] = { 't', 'i', 'k' };
static const symbol s_60[] = { 'z', 'i', 'k' };
static const symbol s_61[] = { 's', 'n', 'i', 'k' };
static const symbol s_62[] = { 'k', 'u', 's', 'i' };
static const symbol s_63[] = { 'k', 'u', 's', 'n', 'i' };
static const symbol s_64[] = { 'k', 'u', 's', 't', 'v', 'a' };
static const symbol s_65[] = { 'd', 'u', 0xC5, 0xA1, 'n', 'i' };
static const symbol s_66[] = { 'd', 'u', 's', 'n', 'i' };
static const symbol s_67[] = { 'a', 'n', 't', 'n', 'i' };
static const symbol s_68[] = { 'b', 'i', 'l', 'n', 'i' };
static const symbol s_69[] = { 't', 'i', 'l', 'n', 'i' };
static const symbol s_70[] = { 'a', 'v', 'i', 'l', 'n', 'i' };
static const symbol s_71[] = { 's', 'i', 'l', 'n', 'i' };
static const symbol s_72[] = { 'g', 'i', 'l', 'n', 'i' };
static const symbol s_73[] = { 'r', 'i', 'l', 'n', 'i' };
static const symbol s_74[] = { 'n', 'i', 'l', 'n', 'i' };
static const symbol s_75[] = { 'a', 'l', 'n', 'i' };
static const symbol s_76[] = { 'o', 'z', 'n', 'i' };
static const symbol s_77[] = { 'r', 'a', 'v', 'i' };
static const symbol s_78[] = { 's', 't', 'a', 'v', 'n', 'i' };
static const symbol s_79[] = { 'p', 'r', 'a', 'v', 'n', 'i' };
static const symbol s_80[] = { 't', 'i', 'v', 'n', 'i' };
static const symbol s_81[] = { 's', 'i', 'v', 'n', 'i' };
static const symbol s_82[] = { 'a', 't', 'n', 'i' };
static const symbol s_83[] = { 'e', 'n', 't', 'a' };
static const symbol s_84[] = { 't', 'e', 't', 'n', 'i' };
static const symbol s_85[] = { 'p', 'l', 'e', 't', 'n', 'i' };
static const symbol s_86[] = { 0xC5, 0xA1, 'a', 'v', 'i' };
static const symbol s_87[] = { 's', 'a', 'v', 'i' };
static const symbol s_88[] = { 'a', 'n', 't', 'a' };
static const symbol s_89[] = { 'a', 0xC4, 0x8D, 'k', 'a' };
static const symbol s_90[] = { 'a', 'c', 'k', 'a' };
static const symbol s_91[] = { 'u', 0xC5, 0xA1, 'k', 'a' };
static const symbol s_92[] = { 'u', 's', 'k', 'a' };
static const symbol s_93[] = { 'a', 't', 'k', 'a' };
static const symbol s_94[] = { 'e', 't', 'k', 'a' };
static const symbol s_95[] = { 'i', 't', 'k', 'a' };
static const symbol s_96[] = { 'o', 't', 'k', 'a' };
static const symbol s_97[] = { 'u', 't', 'k', 'a' };
static const symbol s_98[] = { 'e', 's', 'k', 'n', 'a' };
static const symbol s_99[] = { 't', 'i', 0xC4, 0x8D, 'n', 'i' };
static const symbol s_100[] = { 't', 'i', 'c', 'n', 'i' };
static const symbol s_101[] = { 'o', 'j', 's', 'k', 'a' };
static const symbol s_102[] = { 'e', 's', 'm', 'a' };
static const symbol s_103[] = { 'm', 'e', 't', 'r', 'a' };
static const symbol s_104[] = { 'c', 'e', 'n', 't', 'r', 'a' };
static const symbol s_105[] = { 'i', 's', 't', 'r', 'a' };
static const symbol s_106[] = { 'o', 's', 't', 'i' };
static const symbol s_107[] = { 'o', 's', 't', 'i' };
static const symbol s_108[] = { 'd', 'b', 'a' };
static const symbol s_109[] = { 0xC4, 0x8D, 'k', 'a' };
static const symbol s_110[] = { 'm', 'c', 'a' };
static const symbol s_111[] = { 'n', 'c', 'a' };
static const symbol s_112[] = { 'v', 'o', 'l', 'j', 'n', 'i' };
static const symbol s_113[] = { 'a', 'n', 'k', 'i' };
static const symbol s_114[] = { 'v', 'c', 'a' };
static const symbol s_115[] = { 's', 'c', 'a' };
static const symbol s_116[] = { 'r', 'c', 'a' };
static const symbol s_117[] = { 'a', 'l', 'c', 'a' };
static const symbol s_118[] = { 'e', 'l', 'c', 'a' };
static const symbol s_119[] = { 'o', 'l', 'c', 'a' };
static const symbol s_120[] = { 'n', 'j', 'c', 'a' };
static const symbol s_121[] = { 'e', 'k', 't', 'a' };
static const symbol s_122[] = { 'i', 'z', 'm', 'a' };
static const symbol s_123[] = { 'j', 'e', 'b', 'i' };
static const symbol s_124[] = { 'b', 'a', 'c', 'i' };
static const symbol s_125[] = { 'a', 0xC5, 0xA1, 'n', 'i' };
static const symbol s_126[] = { 'a', 's', 'n', 'i' };
static const symbol s_127[] = { 's', 'k' };
static const symbol s_128[] = { 0xC5, 0xA1, 'k' };
static const symbol s_129[] = { 's', 't', 'v' };
static const symbol s_130[] = { 0xC5, 0xA1, 't', 'v' };
static const symbol s_131[] = { 't', 'a', 'n', 'i', 'j' };
static const symbol s_132[] = { 'm', 'a', 'n', 'i', 'j' };
static const symbol s_133[] = { 'p', 'a', 'n', 'i', 'j' };
static const symbol s_134[] = { 'r', 'a', 'n', 'i', 'j' };
static const symbol s_135[] = { 'g', 'a', 'n', 'i', 'j' };
static const symbol s_136[] = { 'a', 'n' };
static const symbol s_137[] = { 'i', 'n' };
static const symbol s_138[] = { 'o', 'n' };
static const symbol s_139[] = { 'n' };
static const symbol s_140[] = { 'a', 0xC4, 0x87 };
static const symbol s_141[] = { 'e', 0xC4, 0x87 };
static const symbol s_142[] = { 'u', 0xC4, 0x87 };
static const symbol s_143[] = { 'u', 'g', 'o', 'v' };
static const symbol s_144[] = { 'u', 'g' };
static const symbol s_145[] = { 'l', 'o', 'g' };
static const symbol s_146[] = { 'g' };
static const symbol s_147[] = { 'r', 'a', 'r', 'i' };
static const symbol s_148[] = { 'o', 't', 'i' };
static const symbol s_149[] = { 's', 'i' };
static const symbol s_150[] = { 'l', 'i' };
static const symbol s_151[] = { 'u', 'j' };
static const symbol s_152[] = { 'c', 'a', 'j' };
static const symbol s_153[] = { 0xC4, 0x8D, 'a', 'j' };
static const symbol s_154[] = { 0xC4, 0x87, 'a', 'j' };
static const symbol s_155[] = { 0xC4, 0x91, 'a', 'j' };
static const symbol s_156[] = { 'l', 'a', 'j' };
static const symbol s_157[] = { 'r', 'a', 'j' };
static const symbol s_158[] = { 'b', 'i', 'j' };
static const symbol s_159[] = { 'c', 'i', 'j' };
static const symbol s_160[] = { 'd', 'i', 'j' };
static const symbol s_161[] = { 'l', 'i', 'j' };
static const symbol s_162[] = { 'n', 'i', 'j' };
static const symbol s_163[] = { 'm', 'i', 'j' };
static const symbol s_164[] = { 0xC5, 0xBE, 'i', 'j' };
static const symbol s_165[] = { 'g', 'i', 'j' };
static const symbol s_166[] = { 'f', 'i', 'j' };
static const symbol s_167[] = { 'p', 'i', 'j' };
static const symbol s_168[] = { 'r', 'i', 'j' };
static const symbol s_169[] = { 's', 'i', 'j' };
static const symbol s_170[] = { 't', 'i', 'j' };
static const symbol s_171[] = { 'z', 'i', 'j' };
static const symbol s_172[] = { 'n', 'a', 'l' };
static const symbol s_173[] = { 'i', 'j', 'a', 'l' };
static const symbol s_174[] = { 'o', 'z', 'i', 'l' };
static const symbol s_175[] = { 'o', 'l', 'o', 'v' };
static const symbol s_176[] = { 'o', 'l' };
static const symbol s_177[] = { 'l', 'e', 'm' };
static const symbol s_178[] = { 'r', 'a', 'm' };
static const symbol s_179[] = { 'a', 'r' };
static const symbol s_180[] = { 'd', 'r' };
static const symbol s_181[] = { 'e', 'r' };
static const symbol s_182[] = { 'o', 'r' };
static const symbol s_183[] = { 'e', 's' };
static const symbol s_184[] = { 'i', 's' };
static const symbol s_185[] = { 't', 'a', 0xC5, 0xA1 };
static const symbol s_186[] = { 'n', 'a', 0xC5, 0xA1 };
static const symbol s_187[] = { 'j', 'a', 0xC5, 0xA1 };
static const symbol s_188[] = { 'k', 'a', 0xC5, 0xA1 };
static const symbol s_189[] = { 'b', 'a', 0xC5, 0xA1 };
static const symbol s_190[] = { 'g', 'a', 0xC5, 0xA1 };
static const symbol s_191[] = { 'v', 'a', 0xC5, 0xA1 };
static const symbol s_192[] = { 'e', 0xC5, 0xA1 };
static const symbol s_193[] = { 'i', 0xC5, 0xA1 };
static const symbol s_194[] = { 'i', 'k', 'a', 't' };
static const symbol s_195[] = { 'l', 'a', 't' };
static const symbol s_196[] = { 'e', 't' };
static const symbol s_197[] = { 'e', 's', 't' };
static const symbol s_198[] = { 'i', 's', 't' };
static const symbol s_199[] = { 'k', 's', 't' };
static const symbol s_200[] = { 'o', 's', 't' };
static const symbol s_201[] = { 'i', 0xC5, 0xA1, 't' };
static const symbol s_202[] = { 'o', 'v', 'a' };
static const symbol s_203[] = { 'a', 'v' };
static const symbol s_204[] = { 'e', 'v' };
static const symbol s_205[] = { 'i', 'v' };
static const symbol s_206[] = { 'o', 'v' };
static const symbol s_207[] = { 'm', 'o', 'v' };
static const symbol s_208[] = { 'l', 'o', 'v' };
static const symbol s_209[] = { 'e', 'l' };
static const symbol s_210[] = { 'a', 'n', 'j' };
static const symbol s_211[] = { 'e', 'n', 'j' };
static const symbol s_212[] = { 0xC5, 0xA1, 'n', 'j' };
static const symbol s_213[] = { 'e', 'n' };
static const symbol s_214[] = { 0xC5, 0xA1, 'n' };
static const symbol s_215[] = { 0xC4, 0x8D, 'i', 'n' };
static const symbol s_216[] = { 'r', 'o', 0xC5, 0xA1, 'i' };
static const symbol s_217[] = { 'o', 0xC5, 0xA1 };
static const symbol s_218[] = { 'e', 'v', 'i', 't' };
static const symbol s_219[] = { 'o', 'v', 'i', 't' };
static const symbol s_220[] = { 'a', 's', 't' };
static const symbol s_221[] = { 'k' };
static const symbol s_222[] = { 'e', 'v', 'a' };
static const symbol s_223[] = { 'a', 'v', 'a' };
static const symbol s_224[] = { 'i', 'v', 'a' };
static const symbol s_225[] = { 'u', 'v', 'a' };
static const symbol s_226[] = { 'i', 'r' };
static const symbol s_227[] = { 'a', 0xC4, 0x8D };
static const symbol s_228[] = { 'a', 0xC4, 0x8D, 'a' };
static const symbol s_229[] = { 'n', 'i' };
static const symbol s_230[] = { 'a' };
static const symbol s_231[] = { 'u', 'r' };
static const symbol s_232[] = { 'a', 's', 't', 'a', 'j' };
static const symbol s_233[] = { 'i', 's', 't', 'a', 'j' };
static const symbol s_234[] = { 'o', 's', 't', 'a', 'j' };
static const symbol s_235[] = { 'a', 'j' };
static const symbol s_236[] = { 'a', 's', 't', 'a' };
static const symbol s_237[] = { 'i', 's', 't', 'a' };
static const symbol s_238[] = { 'o', 's', 't', 'a' };
static const symbol s_239[] = { 't', 'a' };
static const symbol s_240[] = { 'i', 'n', 'j' };
static const symbol s_241[] = { 'a', 's' };
static const symbol s_242[] = { 'i' };
static const symbol s_243[] = { 'l', 'u', 0xC4, 0x8D };
static const symbol s_244[] = { 'j', 'e', 't', 'i' };
static const symbol s_245[] = { 'e' };
static const symbol s_246[] = { 'a', 't' };
static const symbol s_247[] = { 'l', 'u', 'c' };
static const symbol s_248[] = { 's', 'n', 'j' };
static const symbol s_249[] = { 'o', 's' };
static const symbol s_250[] = { 'a', 'c' };
static const symbol s_251[] = { 'e', 'c' };
static const symbol s_252[] = { 'u', 'c' };
static const symbol s_253[] = { 'r', 'o', 's', 'i' };
static const symbol s_254[] = { 'a', 'c', 'a' };
static const symbol s_255[] = { 'j', 'a', 's' };
static const symbol s_256[] = { 't', 'a', 's' };
static const symbol s_257[] = { 'g', 'a', 's' };
static const symbol s_258[] = { 'n', 'a', 's' };
static const symbol s_259[] = { 'k', 'a', 's' };
static const symbol s_260[] = { 'v', 'a', 's' };
static const symbol s_261[] = { 'b', 'a', 's' };
static const symbol s_262[] = { 'a', 's' };
static const symbol s_263[] = { 'c', 'i', 'n' };
static const symbol s_264[] = { 'a', 's', 't', 'a', 'j' };
static const symbol s_265[] = { 'i', 's', 't', 'a', 'j' };
static const symbol s_266[] = { 'o', 's', 't', 'a', 'j' };
static const symbol s_267[] = { 'a', 's', 't', 'a' };
static const symbol s_268[] = { 'i', 's', 't', 'a' };
static const symbol s_269[] = { 'o', 's', 't', 'a' };
static const symbol s_270[] = { 'a', 'v', 'a' };
static const symbol s_271[] = { 'e', 'v', 'a' };
static const symbol s_272[] = { 'i', 'v', 'a' };
static const symbol s_273[] = { 'u', 'v', 'a' };
static const symbol s_274[] = { 'o', 'v', 'a' };
static const symbol s_275[] = { 'j', 'e', 't', 'i' };
static const symbol s_276[] = { 'i', 'n', 'j' };
static const symbol s_277[] = { 'i', 's', 't' };
static const symbol s_278[] = { 'e', 's' };
static const symbol s_279[] = { 'e', 't' };
static const symbol s_280[] = { 'i', 's' };
static const symbol s_281[] = { 'i', 'r' };
static const symbol s_282[] = { 'u', 'r' };
static const symbol s_283[] = { 'u', 'j' };
static const symbol s_284[] = { 'n', 'i' };
static const symbol s_285[] = { 's', 'n' };
static const symbol s_286[] = { 't', 'a' };
static const symbol s_287[] = { 'a' };
static const symbol s_288[] = { 'i' };
static const symbol s_289[] = { 'e' };
static const symbol s_290[] = { 'n' };

static const symbol s_0_0[2] = { 0xD0, 0xB0 };
static const symbol s_0_1[2] = { 0xD0, 0xB1 };
static const symbol s_0_2[2] = { 0xD0, 0xB2 };
static const symbol s_0_3[2] = { 0xD0, 0xB3 };
static const symbol s_0_4[2] = { 0xD0, 0xB4 };
static const symbol s_0_5[2] = { 0xD0, 0xB5 };
static const symbol s_0_6[2] = { 0xD0, 0xB6 };
static const symbol s_0_7[2] = { 0xD0, 0xB7 };
static const symbol s_0_8[2] = { 0xD0, 0xB8 };
static const symbol s_0_9[2] = { 0xD0, 0xBA };
static const symbol s_0_10[2] = { 0xD0, 0xBB };
static const symbol s_0_11[2] = { 0xD0, 0xBC };
static const symbol s_0_12[2] = { 0xD0, 0xBD };
static const symbol s_0_13[2] = { 0xD0, 0xBE };
static const symbol s_0_14[2] = { 0xD0, 0xBF };
static const symbol s_0_15[2] = { 0xD1, 0x80 };
static const symbol s_0_16[2] = { 0xD1, 0x81 };
static const symbol s_0_17[2] = { 0xD1, 0x82 };
static const symbol s_0_18[2] = { 0xD1, 0x83 };
static const symbol s_0_19[2] = { 0xD1, 0x84 };
static const symbol s_0_20[2] = { 0xD1, 0x85 };
static const symbol s_0_21[2] = { 0xD1, 0x86 };
static const symbol s_0_22[2] = { 0xD1, 0x87 };
static const symbol s_0_23[2] = { 0xD1, 0x88 };
static const symbol s_0_24[2] = { 0xD1, 0x92 };
static const symbol s_0_25[2] = { 0xD1, 0x98 };
static const symbol s_0_26[2] = { 0xD1, 0x99 };
static const symbol s_0_27[2] = { 0xD1, 0x9A };
static const symbol s_0_28[2] = { 0xD1, 0x9B };
static const symbol s_0_29[2] = { 0xD1, 0x9F };
static const struct among a_0[30] = {
{ 2, s_0_0, 0, 1, 0},
{ 2, s_0_1, 0, 2, 0},
{ 2, s_0_2, 0, 3, 0},
{ 2, s_0_3, 0, 4, 0},
{ 2, s_0_4, 0, 5, 0},
{ 2, s_0_5, 0, 7, 0},
{ 2, s_0_6, 0, 8, 0},
{ 2, s_0_7, 0, 9, 0},
{ 2, s_0_8, 0, 10, 0},
{ 2, s_0_9, 0, 12, 0},
{ 2, s_0_10, 0, 13, 0},
{ 2, s_0_11, 0, 15, 0},
{ 2, s_0_12, 0, 16, 0},
{ 2, s_0_13, 0, 18, 0},
{ 2, s_0_14, 0, 19, 0},
{ 2, s_0_15, 0, 20, 0},
{ 2, s_0_16, 0, 21, 0},
{ 2, s_0_17, 0, 22, 0},
{ 2, s_0_18, 0, 24, 0},
{ 2, s_0_19, 0, 25, 0},
{ 2, s_0_20, 0, 26, 0},
{ 2, s_0_21, 0, 27, 0},
{ 2, s_0_22, 0, 28, 0},
{ 2, s_0_23, 0, 30, 0},
{ 2, s_0_24, 0, 6, 0},
{ 2, s_0_25, 0, 11, 0},
{ 2, s_0_26, 0, 14, 0},
{ 2, s_0_27, 0, 17, 0},
{ 2, s_0_28, 0, 23, 0},
{ 2, s_0_29, 0, 29, 0}
};

static const symbol s_1_0[4] = { 'd', 'a', 'b', 'a' };
static const symbol s_1_1[5] = { 'a', 'j', 'a', 'c', 'a' };
static const symbol s_1_2[5] = { 'e', 'j', 'a', 'c', 'a' };
static const symbol s_1_3[5] = { 'l', 'j', 'a', 'c', 'a' };
static const symbol s_1_4[5] = { 'n', 'j', 'a', 'c', 'a' };
static const symbol s_1_5[5] = { 'o', 'j', 'a', 'c', 'a' };
static const symbol s_1_6[5] = { 'a', 'l', 'a', 'c', 'a' };
static const symbol s_1_7[5] = { 'e', 'l', 'a', 'c', 'a' };
static const symbol s_1_8[5] = { 'o', 'l', 'a', 'c', 'a' };
static const symbol s_1_9[4] = { 'm', 'a', 'c', 'a' };
static const symbol s_1_10[4] = { 'n', 'a', 'c', 'a' };
static const symbol s_1_11[4] = { 'r', 'a', 'c', 'a' };
static const symbol s_1_12[4] = { 's', 'a', 'c', 'a' };
static const symbol s_1_13[4] = { 'v', 'a', 'c', 'a' };
static const symbol s_1_14[5] = { 0xC5, 0xA1, 'a', 'c', 'a' };
static const symbol s_1_15[4] = { 'a', 'o', 'c', 'a' };
static const symbol s_1_16[5] = { 'a', 'c', 'a', 'k', 'a' };
static const symbol s_1_17[5] = { 'a', 'j', 'a', 'k', 'a' };
static const symbol s_1_18[5] = { 'o', 'j', 'a', 'k', 'a' };
static const symbol s_1_19[5] = { 'a', 'n', 'a', 'k', 'a' };
static const symbol s_1_20[5] = { 'a', 't', 'a', 'k', 'a' };
static const symbol s_1_21[5] = { 'e', 't', 'a', 'k', 'a' };
static const symbol s_1_22[5] = { 'i', 't', 'a', 'k', 'a' };
static const symbol s_1_23[5] = { 'o', 't', 'a', 'k', 'a' };
static const symbol s_1_24[5] = { 'u', 't', 'a', 'k', 'a' };
static const symbol s_1_25[6] = { 'a', 0xC4, 0x8D, 'a', 'k', 'a' };
static const symbol s_1_26[5] = { 'e', 's', 'a', 'm', 'a' };
static const symbol s_1_27[5] = { 'i', 'z', 'a', 'm', 'a' };
static const symbol s_1_28[6] = { 'j', 'a', 'c', 'i', 'm', 'a' };
static const symbol s_1_29[6] = { 'n', 'i', 'c', 'i', 'm', 'a' };
static const symbol s_1_30[6] = { 't', 'i', 'c', 'i', 'm', 'a' };
static const symbol s_1_31[8] = { 't', 'e', 't', 'i', 'c', 'i', 'm', 'a' };
static const symbol s_1_32[6] = { 'z', 'i', 'c', 'i', 'm', 'a' };
static const symbol s_1_33[6] = { 'a', 't', 'c', 'i', 'm', 'a' };
static const symbol s_1_34[6] = { 'u', 't', 'c', 'i', 'm', 'a' };
static const symbol s_1_35[6] = { 0xC4, 0x8D, 'c', 'i', 'm', 'a' };
static const symbol s_1_36[6] = { 'p', 'e', 's', 'i', 'm', 'a' };
static const symbol s_1_37[6] = { 'i', 'n', 'z', 'i', 'm', 'a' };
static const symbol s_1_38[6] = { 'l', 'o', 'z', 'i', 'm', 'a' };
static const symbol s_1_39[6] = { 'm', 'e', 't', 'a', 'r', 'a' };
static const symbol s_1_40[7] = { 'c', 'e', 'n', 't', 'a', 'r', 'a' };
static const symbol s_1_41[6] = { 'i', 's', 't', 'a', 'r', 'a' };
static const symbol s_1_42[5] = { 'e', 'k', 'a', 't', 'a' };
static const symbol s_1_43[5] = { 'a', 'n', 'a', 't', 'a' };
static const symbol s_1_44[6] = { 'n', 's', 't', 'a', 'v', 'a' };
static const symbol s_1_45[7] = { 'k', 'u', 's', 't', 'a', 'v', 'a' };
static const symbol s_1_46[4] = { 'a', 'j', 'a', 'c' };
static const symbol s_1_47[4] = { 'e', 'j', 'a', 'c' };
static const symbol s_1_48[4] = { 'l', 'j', 'a', 'c' };
static const symbol s_1_49[4] = { 'n', 'j', 'a', 'c' };
static const symbol s_1_50[5] = { 'a', 'n', 'j', 'a', 'c' };
static const symbol s_1_51[4] = { 'o', 'j', 'a', 'c' };
static const symbol s_1_52[4] = { 'a', 'l', 'a', 'c' };
static const symbol s_1_53[4] = { 'e', 'l', 'a', 'c' };
static const symbol s_1_54[4] = { 'o', 'l', 'a', 'c' };
static const symbol s_1_55[3] = { 'm', 'a', 'c' };
static const symbol s_1_56[3] = { 'n', 'a', 'c' };
static const symbol s_1_57[3] = { 'r', 'a', 'c' };
static const symbol s_1_58[3] = { 's', 'a', 'c' };
static const symbol s_1_59[3] = { 'v', 'a', 'c' };
static const symbol s_1_60[4] = { 0xC5, 0xA1, 'a', 'c' };
static const symbol s_1_61[4] = { 'j', 'e', 'b', 'e' };
static const symbol s_1_62[4] = { 'o', 'l', 'c', 'e' };
static const symbol s_1_63[4] = { 'k', 'u', 's', 'e' };
static const symbol s_1_64[4] = { 'r', 'a', 'v', 'e' };
static const symbol s_1_65[4] = { 's', 'a', 'v', 'e' };
static const symbol s_1_66[5] = { 0xC5, 0xA1, 'a', 'v', 'e' };
static const symbol s_1_67[4] = { 'b', 'a', 'c', 'i' };
static const symbol s_1_68[4] = { 'j', 'a', 'c', 'i' };
static const symbol s_1_69[7] = { 't', 'v', 'e', 'n', 'i', 'c', 'i' };
static const symbol s_1_70[5] = { 's', 'n', 'i', 'c', 'i' };
static const symbol s_1_71[6] = { 't', 'e', 't', 'i', 'c', 'i' };
static const symbol s_1_72[5] = { 'b', 'o', 'j', 'c', 'i' };
static const symbol s_1_73[5] = { 'v', 'o', 'j', 'c', 'i' };
static const symbol s_1_74[5] = { 'o', 'j', 's', 'c', 'i' };
static const symbol s_1_75[4] = { 'a', 't', 'c', 'i' };
static const symbol s_1_76[4] = { 'i', 't', 'c', 'i' };
static const symbol s_1_77[4] = { 'u', 't', 'c', 'i' };
static const symbol s_1_78[4] = { 0xC4, 0x8D, 'c', 'i' };
static const symbol s_1_79[4] = { 'p', 'e', 's', 'i' };
static const symbol s_1_80[4] = { 'i', 'n', 'z', 'i' };
static const symbol s_1_81[4] = { 'l', 'o', 'z', 'i' };
static const symbol s_1_82[4] = { 'a', 'c', 'a', 'k' };
static const symbol s_1_83[4] = { 'u', 's', 'a', 'k' };
static const symbol s_1_84[4] = { 'a', 't', 'a', 'k' };
static const symbol s_1_85[4] = { 'e', 't', 'a', 'k' };
static const symbol s_1_86[4] = { 'i', 't', 'a', 'k' };
static const symbol s_1_87[4] = { 'o', 't', 'a', 'k' };
static const symbol s_1_88[4] = { 'u', 't', 'a', 'k' };
static const symbol s_1_89[5] = { 'a', 0xC4, 0x8D, 'a', 'k' };
static const symbol s_1_90[5] = { 'u', 0xC5, 0xA1, 'a', 'k' };
static const symbol s_1_91[4] = { 'i', 'z', 'a', 'm' };
static const symbol s_1_92[5] = { 't', 'i', 'c', 'a', 'n' };
static const symbol s_1_93[5] = { 'c', 'a', 'j', 'a', 'n' };
static const symbol s_1_94[6] = { 0xC4, 0x8D, 'a', 'j', 'a', 'n' };
static const symbol s_1_95[6] = { 'v', 'o', 'l', 'j', 'a', 'n' };
static const symbol s_1_96[5] = { 'e', 's', 'k', 'a', 'n' };
static const symbol s_1_97[4] = { 'a', 'l', 'a', 'n' };
static const symbol s_1_98[5] = { 'b', 'i', 'l', 'a', 'n' };
static const symbol s_1_99[5] = { 'g', 'i', 'l', 'a', 'n' };
static const symbol s_1_100[5] = { 'n', 'i', 'l', 'a', 'n' };
static const symbol s_1_101[5] = { 'r', 'i', 'l', 'a', 'n' };
static const symbol s_1_102[5] = { 's', 'i', 'l', 'a', 'n' };
static const symbol s_1_103[5] = { 't', 'i', 'l', 'a', 'n' };
static const symbol s_1_104[6] = { 'a', 'v', 'i', 'l', 'a', 'n' };
static const symbol s_1_105[5] = { 'l', 'a', 'r', 'a', 'n' };
static const symbol s_1_106[4] = { 'e', 'r', 'a', 'n' };
static const symbol s_1_107[4] = { 'a', 's', 'a', 'n' };
static const symbol s_1_108[4] = { 'e', 's', 'a', 'n' };
static const symbol s_1_109[5] = { 'd', 'u', 's', 'a', 'n' };
static const symbol s_1_110[5] = { 'k', 'u', 's', 'a', 'n' };
static const symbol s_1_111[4] = { 'a', 't', 'a', 'n' };
static const symbol s_1_112[6] = { 'p', 'l', 'e', 't', 'a', 'n' };
static const symbol s_1_113[5] = { 't', 'e', 't', 'a', 'n' };
static const symbol s_1_114[5] = { 'a', 'n', 't', 'a', 'n' };
static const symbol s_1_115[6] = { 'p', 'r', 'a', 'v', 'a', 'n' };
static const symbol s_1_116[6] = { 's', 't', 'a', 'v', 'a', 'n' };
static const symbol s_1_117[5] = { 's', 'i', 'v', 'a', 'n' };
static const symbol s_1_118[5] = { 't', 'i', 'v', 'a', 'n' };
static const symbol s_1_119[4] = { 'o', 'z', 'a', 'n' };
static const symbol s_1_120[6] = { 't', 'i', 0xC4, 0x8D, 'a', 'n' };
static const symbol s_1_121[5] = { 'a', 0xC5, 0xA1, 'a', 'n' };
static const symbol s_1_122[6] = { 'd', 'u', 0xC5, 0xA1, 'a', 'n' };
static const symbol s_1_123[5] = { 'm', 'e', 't', 'a', 'r' };
static const symbol s_1_124[6] = { 'c', 'e', 'n', 't', 'a', 'r' };
static const symbol s_1_125[5] = { 'i', 's', 't', 'a', 'r' };
static const symbol s_1_126[4] = { 'e', 'k', 'a', 't' };
static const symbol s_1_127[4] = { 'e', 'n', 'a', 't' };
static const symbol s_1_128[4] = { 'o', 's', 'c', 'u' };
static const symbol s_1_129[6] = { 'o', 0xC5, 0xA1, 0xC4, 0x87, 'u' };
static const struct among a_1[130] = {
{ 4, s_1_0, 0, 73, 0},
{ 5, s_1_1, 0, 12, 0},
{ 5, s_1_2, 0, 14, 0},
{ 5, s_1_3, 0, 13, 0},
{ 5, s_1_4, 0, 85, 0},
{ 5, s_1_5, 0, 15, 0},
{ 5, s_1_6, 0, 82, 0},
{ 5, s_1_7, 0, 83, 0},
{ 5, s_1_8, 0, 84, 0},
{ 4, s_1_9, 0, 75, 0},
{ 4, s_1_10, 0, 76, 0},
{ 4, s_1_11, 0, 81, 0},
{ 4, s_1_12, 0, 80, 0},
{ 4, s_1_13, 0, 79, 0},
{ 5, s_1_14, 0, 18, 0},
{ 4, s_1_15, 0, 82, 0},
{ 5, s_1_16, 0, 55, 0},
{ 5, s_1_17, 0, 16, 0},
{ 5, s_1_18, 0, 17, 0},
{ 5, s_1_19, 0, 78, 0},
{ 5, s_1_20, 0, 58, 0},
{ 5, s_1_21, 0, 59, 0},
{ 5, s_1_22, 0, 60, 0},
{ 5, s_1_23, 0, 61, 0},
{ 5, s_1_24, 0, 62, 0},
{ 6, s_1_25, 0, 54, 0},
{ 5, s_1_26, 0, 67, 0},
{ 5, s_1_27, 0, 87, 0},
{ 6, s_1_28, 0, 5, 0},
{ 6, s_1_29, 0, 23, 0},
{ 6, s_1_30, 0, 24, 0},
{ 8, s_1_31, -1, 21, 0},
{ 6, s_1_32, 0, 25, 0},
{ 6, s_1_33, 0, 58, 0},
{ 6, s_1_34, 0, 62, 0},
{ 6, s_1_35, 0, 74, 0},
{ 6, s_1_36, 0, 2, 0},
{ 6, s_1_37, 0, 19, 0},
{ 6, s_1_38, 0, 1, 0},
{ 6, s_1_39, 0, 68, 0},
{ 7, s_1_40, 0, 69, 0},
{ 6, s_1_41, 0, 70, 0},
{ 5, s_1_42, 0, 86, 0},
{ 5, s_1_43, 0, 53, 0},
{ 6, s_1_44, 0, 22, 0},
{ 7, s_1_45, 0, 29, 0},
{ 4, s_1_46, 0, 12, 0},
{ 4, s_1_47, 0, 14, 0},
{ 4, s_1_48, 0, 13, 0},
{ 4, s_1_49, 0, 85, 0},
{ 5, s_1_50, -1, 11, 0},
{ 4, s_1_51, 0, 15, 0},
{ 4, s_1_52, 0, 82, 0},
{ 4, s_1_53, 0, 83, 0},
{ 4, s_1_54, 0, 84, 0},
{ 3, s_1_55, 0, 75, 0},
{ 3, s_1_56, 0, 76, 0},
{ 3, s_1_57, 0, 81, 0},
{ 3, s_1_58, 0, 80, 0},
{ 3, s_1_59, 0, 79, 0},
{ 4, s_1_60, 0, 18, 0},
{ 4, s_1_61, 0, 88, 0},
{ 4, s_1_62, 0, 84, 0},
{ 4, s_1_63, 0, 27, 0},
{ 4, s_1_64, 0, 42, 0},
{ 4, s_1_65, 0, 52, 0},
{ 5, s_1_66, 0, 51, 0},
{ 4, s_1_67, 0, 89, 0},
{ 4, s_1_68, 0, 5, 0},
{ 7, s_1_69, 0, 20, 0},
{ 5, s_1_70, 0, 26, 0},
{ 6, s_1_71, 0, 21, 0},
{ 5, s_1_72, 0, 4, 0},
{ 5, s_1_73, 0, 3, 0},
{ 5, s_1_74, 0, 66, 0},
{ 4, s_1_75, 0, 58, 0},
{ 4, s_1_76, 0, 60, 0},
{ 4, s_1_77, 0, 62, 0},
{ 4, s_1_78, 0, 74, 0},
{ 4, s_1_79, 0, 2, 0},
{ 4, s_1_80, 0, 19, 0},
{ 4, s_1_81, 0, 1, 0},
{ 4, s_1_82, 0, 55, 0},
{ 4, s_1_83, 0, 57, 0},
{ 4, s_1_84, 0, 58, 0},
{ 4, s_1_85, 0, 59, 0},
{ 4, s_1_86, 0, 60, 0},
{ 4, s_1_87, 0, 61, 0},
{ 4, s_1_88, 0, 62, 0},
{ 5, s_1_89, 0, 54, 0},
{ 5, s_1_90, 0, 56, 0},
{ 4, s_1_91, 0, 87, 0},
{ 5, s_1_92, 0, 65, 0},
{ 5, s_1_93, 0, 7, 0},
{ 6, s_1_94, 0, 6, 0},
{ 6, s_1_95, 0, 77, 0},
{ 5, s_1_96, 0, 63, 0},
{ 4, s_1_97, 0, 40, 0},
{ 5, s_1_98, 0, 33, 0},
{ 5, s_1_99, 0, 37, 0},
{ 5, s_1_100, 0, 39, 0},
{ 5, s_1_101, 0, 38, 0},
{ 5, s_1_102, 0, 36, 0},
{ 5, s_1_103, 0, 34, 0},
{ 6, s_1_104, 0, 35, 0},
{ 5, s_1_105, 0, 9, 0},
{ 4, s_1_106, 0, 8, 0},
{ 4, s_1_107, 0, 91, 0},
{ 4, s_1_108, 0, 10, 0},
{ 5, s_1_109, 0, 31, 0},
{ 5, s_1_110, 0, 28, 0},
{ 4, s_1_111, 0, 47, 0},
{ 6, s_1_112, 0, 50, 0},
{ 5, s_1_113, 0, 49, 0},
{ 5, s_1_114, 0, 32, 0},
{ 6, s_1_115, 0, 44, 0},
{ 6, s_1_116, 0, 43, 0},
{ 5, s_1_117, 0, 46, 0},
{ 5, s_1_118, 0, 45, 0},
{ 4, s_1_119, 0, 41, 0},
{ 6, s_1_120, 0, 64, 0},
{ 5, s_1_121, 0, 90, 0},
{ 6, s_1_122, 0, 30, 0},
{ 5, s_1_123, 0, 68, 0},
{ 6, s_1_124, 0, 69, 0},
{ 5, s_1_125, 0, 70, 0},
{ 4, s_1_126, 0, 86, 0},
{ 4, s_1_127, 0, 48, 0},
{ 4, s_1_128, 0, 72, 0},
{ 6, s_1_129, 0, 71, 0}
};

static const symbol s_2_0[3] = { 'a', 'c', 'a' };
static const symbol s_2_1[3] = { 'e', 'c', 'a' };
static const symbol s_2_2[3] = { 'u', 'c', 'a' };
static const symbol s_2_3[2] = { 'g', 'a' };
static const symbol s_2_4[5] = { 'a', 'c', 'e', 'g', 'a' };
static const symbol s_2_5[5] = { 'e', 'c', 'e', 'g', 'a' };
static const symbol s_2_6[5] = { 'u', 'c', 'e', 'g', 'a' };
static const symbol s_2_7[8] = { 'a', 'n', 'j', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_8[8] = { 'e', 'n', 'j', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_9[8] = { 's', 'n', 'j', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_10[9] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_11[6] = { 'k', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_12[7] = { 's', 'k', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_13[8] = { 0xC5, 0xA1, 'k', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_14[7] = { 'e', 'l', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_15[6] = { 'n', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_16[7] = { 'o', 's', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_17[7] = { 'a', 't', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_18[9] = { 'e', 'v', 'i', 't', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_19[9] = { 'o', 'v', 'i', 't', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_20[8] = { 'a', 's', 't', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_21[7] = { 'a', 'v', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_22[7] = { 'e', 'v', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_23[7] = { 'i', 'v', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_24[7] = { 'o', 'v', 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_25[8] = { 'o', 0xC5, 0xA1, 'i', 'j', 'e', 'g', 'a' };
static const symbol s_2_26[6] = { 'a', 'n', 'j', 'e', 'g', 'a' };
static const symbol s_2_27[6] = { 'e', 'n', 'j', 'e', 'g', 'a' };
static const symbol s_2_28[6] = { 's', 'n', 'j', 'e', 'g', 'a' };
static const symbol s_2_29[7] = { 0xC5, 0xA1, 'n', 'j', 'e', 'g', 'a' };
static const symbol s_2_30[4] = { 'k', 'e', 'g', 'a' };
static const symbol s_2_31[5] = { 's', 'k', 'e', 'g', 'a' };
static const symbol s_2_32[6] = { 0xC5, 0xA1, 'k', 'e', 'g', 'a' };
static const symbol s_2_33[5] = { 'e', 'l', 'e', 'g', 'a' };
static const symbol s_2_34[4] = { 'n', 'e', 'g', 'a' };
static const symbol s_2_35[5] = { 'a', 'n', 'e', 'g', 'a' };
static const symbol s_2_36[5] = { 'e', 'n', 'e', 'g', 'a' };
static const symbol s_2_37[5] = { 's', 'n', 'e', 'g', 'a' };
static const symbol s_2_38[6] = { 0xC5, 0xA1, 'n', 'e', 'g', 'a' };
static const symbol s_2_39[5] = { 'o', 's', 'e', 'g', 'a' };
static const symbol s_2_40[5] = { 'a', 't', 'e', 'g', 'a' };
static const symbol s_2_41[7] = { 'e', 'v', 'i', 't', 'e', 'g', 'a' };
static const symbol s_2_42[7] = { 'o', 'v', 'i', 't', 'e', 'g', 'a' };
static const symbol s_2_43[6] = { 'a', 's', 't', 'e', 'g', 'a' };
static const symbol s_2_44[5] = { 'a', 'v', 'e', 'g', 'a' };
static const symbol s_2_45[5] = { 'e', 'v', 'e', 'g', 'a' };
static const symbol s_2_46[5] = { 'i', 'v', 'e', 'g', 'a' };
static const symbol s_2_47[5] = { 'o', 'v', 'e', 'g', 'a' };
static const symbol s_2_48[6] = { 'a', 0xC4, 0x87, 'e', 'g', 'a' };
static const symbol s_2_49[6] = { 'e', 0xC4, 0x87, 'e', 'g', 'a' };
static const symbol s_2_50[6] = { 'u', 0xC4, 0x87, 'e', 'g', 'a' };
static const symbol s_2_51[6] = { 'o', 0xC5, 0xA1, 'e', 'g', 'a' };
static const symbol s_2_52[5] = { 'a', 'c', 'o', 'g', 'a' };
static const symbol s_2_53[5] = { 'e', 'c', 'o', 'g', 'a' };
static const symbol s_2_54[5] = { 'u', 'c', 'o', 'g', 'a' };
static const symbol s_2_55[6] = { 'a', 'n', 'j', 'o', 'g', 'a' };
static const symbol s_2_56[6] = { 'e', 'n', 'j', 'o', 'g', 'a' };
static const symbol s_2_57[6] = { 's', 'n', 'j', 'o', 'g', 'a' };
static const symbol s_2_58[7] = { 0xC5, 0xA1, 'n', 'j', 'o', 'g', 'a' };
static const symbol s_2_59[4] = { 'k', 'o', 'g', 'a' };
static const symbol s_2_60[5] = { 's', 'k', 'o', 'g', 'a' };
static const symbol s_2_61[6] = { 0xC5, 0xA1, 'k', 'o', 'g', 'a' };
static const symbol s_2_62[4] = { 'l', 'o', 'g', 'a' };
static const symbol s_2_63[5] = { 'e', 'l', 'o', 'g', 'a' };
static const symbol s_2_64[4] = { 'n', 'o', 'g', 'a' };
static const symbol s_2_65[6] = { 'c', 'i', 'n', 'o', 'g', 'a' };
static const symbol s_2_66[7] = { 0xC4, 0x8D, 'i', 'n', 'o', 'g', 'a' };
static const symbol s_2_67[5] = { 'o', 's', 'o', 'g', 'a' };
static const symbol s_2_68[5] = { 'a', 't', 'o', 'g', 'a' };
static const symbol s_2_69[7] = { 'e', 'v', 'i', 't', 'o', 'g', 'a' };
static const symbol s_2_70[7] = { 'o', 'v', 'i', 't', 'o', 'g', 'a' };
static const symbol s_2_71[6] = { 'a', 's', 't', 'o', 'g', 'a' };
static const symbol s_2_72[5] = { 'a', 'v', 'o', 'g', 'a' };
static const symbol s_2_73[5] = { 'e', 'v', 'o', 'g', 'a' };
static const symbol s_2_74[5] = { 'i', 'v', 'o', 'g', 'a' };
static const symbol s_2_75[5] = { 'o', 'v', 'o', 'g', 'a' };
static const symbol s_2_76[6] = { 'a', 0xC4, 0x87, 'o', 'g', 'a' };
static const symbol s_2_77[6] = { 'e', 0xC4, 0x87, 'o', 'g', 'a' };
static const symbol s_2_78[6] = { 'u', 0xC4, 0x87, 'o', 'g', 'a' };
static const symbol s_2_79[6] = { 'o', 0xC5, 0xA1, 'o', 'g', 'a' };
static const symbol s_2_80[3] = { 'u', 'g', 'a' };
static const symbol s_2_81[3] = { 'a', 'j', 'a' };
static const symbol s_2_82[4] = { 'c', 'a', 'j', 'a' };
static const symbol s_2_83[4] = { 'l', 'a', 'j', 'a' };
static const symbol s_2_84[4] = { 'r', 'a', 'j', 'a' };
static const symbol s_2_85[5] = { 0xC4, 0x87, 'a', 'j', 'a' };
static const symbol s_2_86[5] = { 0xC4, 0x8D, 'a', 'j', 'a' };
static const symbol s_2_87[5] = { 0xC4, 0x91, 'a', 'j', 'a' };
static const symbol s_2_88[4] = { 'b', 'i', 'j', 'a' };
static const symbol s_2_89[4] = { 'c', 'i', 'j', 'a' };
static const symbol s_2_90[4] = { 'd', 'i', 'j', 'a' };
static const symbol s_2_91[4] = { 'f', 'i', 'j', 'a' };
static const symbol s_2_92[4] = { 'g', 'i', 'j', 'a' };
static const symbol s_2_93[6] = { 'a', 'n', 'j', 'i', 'j', 'a' };
static const symbol s_2_94[6] = { 'e', 'n', 'j', 'i', 'j', 'a' };
static const symbol s_2_95[6] = { 's', 'n', 'j', 'i', 'j', 'a' };
static const symbol s_2_96[7] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'a' };
static const symbol s_2_97[4] = { 'k', 'i', 'j', 'a' };
static const symbol s_2_98[5] = { 's', 'k', 'i', 'j', 'a' };
static const symbol s_2_99[6] = { 0xC5, 0xA1, 'k', 'i', 'j', 'a' };
static const symbol s_2_100[4] = { 'l', 'i', 'j', 'a' };
static const symbol s_2_101[5] = { 'e', 'l', 'i', 'j', 'a' };
static const symbol s_2_102[4] = { 'm', 'i', 'j', 'a' };
static const symbol s_2_103[4] = { 'n', 'i', 'j', 'a' };
static const symbol s_2_104[6] = { 'g', 'a', 'n', 'i', 'j', 'a' };
static const symbol s_2_105[6] = { 'm', 'a', 'n', 'i', 'j', 'a' };
static const symbol s_2_106[6] = { 'p', 'a', 'n', 'i', 'j', 'a' };
static const symbol s_2_107[6] = { 'r', 'a', 'n', 'i', 'j', 'a' };
static const symbol s_2_108[6] = { 't', 'a', 'n', 'i', 'j', 'a' };
static const symbol s_2_109[4] = { 'p', 'i', 'j', 'a' };
static const symbol s_2_110[4] = { 'r', 'i', 'j', 'a' };
static const symbol s_2_111[6] = { 'r', 'a', 'r', 'i', 'j', 'a' };
static const symbol s_2_112[4] = { 's', 'i', 'j', 'a' };
static const symbol s_2_113[5] = { 'o', 's', 'i', 'j', 'a' };
static const symbol s_2_114[4] = { 't', 'i', 'j', 'a' };
static const symbol s_2_115[5] = { 'a', 't', 'i', 'j', 'a' };
static const symbol s_2_116[7] = { 'e', 'v', 'i', 't', 'i', 'j', 'a' };
static const symbol s_2_117[7] = { 'o', 'v', 'i', 't', 'i', 'j', 'a' };
static const symbol s_2_118[5] = { 'o', 't', 'i', 'j', 'a' };
static const symbol s_2_119[6] = { 'a', 's', 't', 'i', 'j', 'a' };
static const symbol s_2_120[5] = { 'a', 'v', 'i', 'j', 'a' };
static const symbol s_2_121[5] = { 'e', 'v', 'i', 'j', 'a' };
static const symbol s_2_122[5] = { 'i', 'v', 'i', 'j', 'a' };
static const symbol s_2_123[5] = { 'o', 'v', 'i', 'j', 'a' };
static const symbol s_2_124[4] = { 'z', 'i', 'j', 'a' };
static const symbol s_2_125[6] = { 'o', 0xC5, 0xA1, 'i', 'j', 'a' };
static const symbol s_2_126[5] = { 0xC5, 0xBE, 'i', 'j', 'a' };
static const symbol s_2_127[4] = { 'a', 'n', 'j', 'a' };
static const symbol s_2_128[4] = { 'e', 'n', 'j', 'a' };
static const symbol s_2_129[4] = { 's', 'n', 'j', 'a' };
static const symbol s_2_130[5] = { 0xC5, 0xA1, 'n', 'j', 'a' };
static const symbol s_2_131[2] = { 'k', 'a' };
static const symbol s_2_132[3] = { 's', 'k', 'a' };
static const symbol s_2_133[4] = { 0xC5, 0xA1, 'k', 'a' };
static const symbol s_2_134[3] = { 'a', 'l', 'a' };
static const symbol s_2_135[5] = { 'a', 'c', 'a', 'l', 'a' };
static const symbol s_2_136[8] = { 'a', 's', 't', 'a', 'j', 'a', 'l', 'a' };
static const symbol s_2_137[8] = { 'i', 's', 't', 'a', 'j', 'a', 'l', 'a' };
static const symbol s_2_138[8] = { 'o', 's', 't', 'a', 'j', 'a', 'l', 'a' };
static const symbol s_2_139[5] = { 'i', 'j', 'a', 'l', 'a' };
static const symbol s_2_140[6] = { 'i', 'n', 'j', 'a', 'l', 'a' };
static const symbol s_2_141[4] = { 'n', 'a', 'l', 'a' };
static const symbol s_2_142[5] = { 'i', 'r', 'a', 'l', 'a' };
static const symbol s_2_143[5] = { 'u', 'r', 'a', 'l', 'a' };
static const symbol s_2_144[4] = { 't', 'a', 'l', 'a' };
static const symbol s_2_145[6] = { 'a', 's', 't', 'a', 'l', 'a' };
static const symbol s_2_146[6] = { 'i', 's', 't', 'a', 'l', 'a' };
static const symbol s_2_147[6] = { 'o', 's', 't', 'a', 'l', 'a' };
static const symbol s_2_148[5] = { 'a', 'v', 'a', 'l', 'a' };
static const symbol s_2_149[5] = { 'e', 'v', 'a', 'l', 'a' };
static const symbol s_2_150[5] = { 'i', 'v', 'a', 'l', 'a' };
static const symbol s_2_151[5] = { 'o', 'v', 'a', 'l', 'a' };
static const symbol s_2_152[5] = { 'u', 'v', 'a', 'l', 'a' };
static const symbol s_2_153[6] = { 'a', 0xC4, 0x8D, 'a', 'l', 'a' };
static const symbol s_2_154[3] = { 'e', 'l', 'a' };
static const symbol s_2_155[3] = { 'i', 'l', 'a' };
static const symbol s_2_156[5] = { 'a', 'c', 'i', 'l', 'a' };
static const symbol s_2_157[6] = { 'l', 'u', 'c', 'i', 'l', 'a' };
static const symbol s_2_158[4] = { 'n', 'i', 'l', 'a' };
static const symbol s_2_159[8] = { 'a', 's', 't', 'a', 'n', 'i', 'l', 'a' };
static const symbol s_2_160[8] = { 'i', 's', 't', 'a', 'n', 'i', 'l', 'a' };
static const symbol s_2_161[8] = { 'o', 's', 't', 'a', 'n', 'i', 'l', 'a' };
static const symbol s_2_162[6] = { 'r', 'o', 's', 'i', 'l', 'a' };
static const symbol s_2_163[6] = { 'j', 'e', 't', 'i', 'l', 'a' };
static const symbol s_2_164[5] = { 'o', 'z', 'i', 'l', 'a' };
static const symbol s_2_165[6] = { 'a', 0xC4, 0x8D, 'i', 'l', 'a' };
static const symbol s_2_166[7] = { 'l', 'u', 0xC4, 0x8D, 'i', 'l', 'a' };
static const symbol s_2_167[7] = { 'r', 'o', 0xC5, 0xA1, 'i', 'l', 'a' };
static const symbol s_2_168[3] = { 'o', 'l', 'a' };
static const symbol s_2_169[4] = { 'a', 's', 'l', 'a' };
static const symbol s_2_170[4] = { 'n', 'u', 'l', 'a' };
static const symbol s_2_171[4] = { 'g', 'a', 'm', 'a' };
static const symbol s_2_172[6] = { 'l', 'o', 'g', 'a', 'm', 'a' };
static const symbol s_2_173[5] = { 'u', 'g', 'a', 'm', 'a' };
static const symbol s_2_174[5] = { 'a', 'j', 'a', 'm', 'a' };
static const symbol s_2_175[6] = { 'c', 'a', 'j', 'a', 'm', 'a' };
static const symbol s_2_176[6] = { 'l', 'a', 'j', 'a', 'm', 'a' };
static const symbol s_2_177[6] = { 'r', 'a', 'j', 'a', 'm', 'a' };
static const symbol s_2_178[7] = { 0xC4, 0x87, 'a', 'j', 'a', 'm', 'a' };
static const symbol s_2_179[7] = { 0xC4, 0x8D, 'a', 'j', 'a', 'm', 'a' };
static const symbol s_2_180[7] = { 0xC4, 0x91, 'a', 'j', 'a', 'm', 'a' };
static const symbol s_2_181[6] = { 'b', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_182[6] = { 'c', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_183[6] = { 'd', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_184[6] = { 'f', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_185[6] = { 'g', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_186[6] = { 'l', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_187[6] = { 'm', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_188[6] = { 'n', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_189[8] = { 'g', 'a', 'n', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_190[8] = { 'm', 'a', 'n', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_191[8] = { 'p', 'a', 'n', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_192[8] = { 'r', 'a', 'n', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_193[8] = { 't', 'a', 'n', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_194[6] = { 'p', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_195[6] = { 'r', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_196[6] = { 's', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_197[6] = { 't', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_198[6] = { 'z', 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_199[7] = { 0xC5, 0xBE, 'i', 'j', 'a', 'm', 'a' };
static const symbol s_2_200[5] = { 'a', 'l', 'a', 'm', 'a' };
static const symbol s_2_201[7] = { 'i', 'j', 'a', 'l', 'a', 'm', 'a' };
static const symbol s_2_202[6] = { 'n', 'a', 'l', 'a', 'm', 'a' };
static const symbol s_2_203[5] = { 'e', 'l', 'a', 'm', 'a' };
static const symbol s_2_204[5] = { 'i', 'l', 'a', 'm', 'a' };
static const symbol s_2_205[6] = { 'r', 'a', 'm', 'a', 'm', 'a' };
static const symbol s_2_206[6] = { 'l', 'e', 'm', 'a', 'm', 'a' };
static const symbol s_2_207[5] = { 'i', 'n', 'a', 'm', 'a' };
static const symbol s_2_208[6] = { 'c', 'i', 'n', 'a', 'm', 'a' };
static const symbol s_2_209[7] = { 0xC4, 0x8D, 'i', 'n', 'a', 'm', 'a' };
static const symbol s_2_210[4] = { 'r', 'a', 'm', 'a' };
static const symbol s_2_211[5] = { 'a', 'r', 'a', 'm', 'a' };
static const symbol s_2_212[5] = { 'd', 'r', 'a', 'm', 'a' };
static const symbol s_2_213[5] = { 'e', 'r', 'a', 'm', 'a' };
static const symbol s_2_214[5] = { 'o', 'r', 'a', 'm', 'a' };
static const symbol s_2_215[6] = { 'b', 'a', 's', 'a', 'm', 'a' };
static const symbol s_2_216[6] = { 'g', 'a', 's', 'a', 'm', 'a' };
static const symbol s_2_217[6] = { 'j', 'a', 's', 'a', 'm', 'a' };
static const symbol s_2_218[6] = { 'k', 'a', 's', 'a', 'm', 'a' };
static const symbol s_2_219[6] = { 'n', 'a', 's', 'a', 'm', 'a' };
static const symbol s_2_220[6] = { 't', 'a', 's', 'a', 'm', 'a' };
static const symbol s_2_221[6] = { 'v', 'a', 's', 'a', 'm', 'a' };
static const symbol s_2_222[5] = { 'e', 's', 'a', 'm', 'a' };
static const symbol s_2_223[5] = { 'i', 's', 'a', 'm', 'a' };
static const symbol s_2_224[5] = { 'e', 't', 'a', 'm', 'a' };
static const symbol s_2_225[6] = { 'e', 's', 't', 'a', 'm', 'a' };
static const symbol s_2_226[6] = { 'i', 's', 't', 'a', 'm', 'a' };
static const symbol s_2_227[6] = { 'k', 's', 't', 'a', 'm', 'a' };
static const symbol s_2_228[6] = { 'o', 's', 't', 'a', 'm', 'a' };
static const symbol s_2_229[5] = { 'a', 'v', 'a', 'm', 'a' };
static const symbol s_2_230[5] = { 'e', 'v', 'a', 'm', 'a' };
static const symbol s_2_231[5] = { 'i', 'v', 'a', 'm', 'a' };
static const symbol s_2_232[7] = { 'b', 'a', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_233[7] = { 'g', 'a', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_234[7] = { 'j', 'a', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_235[7] = { 'k', 'a', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_236[7] = { 'n', 'a', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_237[7] = { 't', 'a', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_238[7] = { 'v', 'a', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_239[6] = { 'e', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_240[6] = { 'i', 0xC5, 0xA1, 'a', 'm', 'a' };
static const symbol s_2_241[4] = { 'l', 'e', 'm', 'a' };
static const symbol s_2_242[5] = { 'a', 'c', 'i', 'm', 'a' };
static const symbol s_2_243[5] = { 'e', 'c', 'i', 'm', 'a' };
static const symbol s_2_244[5] = { 'u', 'c', 'i', 'm', 'a' };
static const symbol s_2_245[5] = { 'a', 'j', 'i', 'm', 'a' };
static const symbol s_2_246[6] = { 'c', 'a', 'j', 'i', 'm', 'a' };
static const symbol s_2_247[6] = { 'l', 'a', 'j', 'i', 'm', 'a' };
static const symbol s_2_248[6] = { 'r', 'a', 'j', 'i', 'm', 'a' };
static const symbol s_2_249[7] = { 0xC4, 0x87, 'a', 'j', 'i', 'm', 'a' };
static const symbol s_2_250[7] = { 0xC4, 0x8D, 'a', 'j', 'i', 'm', 'a' };
static const symbol s_2_251[7] = { 0xC4, 0x91, 'a', 'j', 'i', 'm', 'a' };
static const symbol s_2_252[6] = { 'b', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_253[6] = { 'c', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_254[6] = { 'd', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_255[6] = { 'f', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_256[6] = { 'g', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_257[8] = { 'a', 'n', 'j', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_258[8] = { 'e', 'n', 'j', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_259[8] = { 's', 'n', 'j', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_260[9] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_261[6] = { 'k', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_262[7] = { 's', 'k', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_263[8] = { 0xC5, 0xA1, 'k', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_264[6] = { 'l', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_265[7] = { 'e', 'l', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_266[6] = { 'm', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_267[6] = { 'n', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_268[8] = { 'g', 'a', 'n', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_269[8] = { 'm', 'a', 'n', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_270[8] = { 'p', 'a', 'n', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_271[8] = { 'r', 'a', 'n', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_272[8] = { 't', 'a', 'n', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_273[6] = { 'p', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_274[6] = { 'r', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_275[6] = { 's', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_276[7] = { 'o', 's', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_277[6] = { 't', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_278[7] = { 'a', 't', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_279[9] = { 'e', 'v', 'i', 't', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_280[9] = { 'o', 'v', 'i', 't', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_281[8] = { 'a', 's', 't', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_282[7] = { 'a', 'v', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_283[7] = { 'e', 'v', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_284[7] = { 'i', 'v', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_285[7] = { 'o', 'v', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_286[6] = { 'z', 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_287[8] = { 'o', 0xC5, 0xA1, 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_288[7] = { 0xC5, 0xBE, 'i', 'j', 'i', 'm', 'a' };
static const symbol s_2_289[6] = { 'a', 'n', 'j', 'i', 'm', 'a' };
static const symbol s_2_290[6] = { 'e', 'n', 'j', 'i', 'm', 'a' };
static const symbol s_2_291[6] = { 's', 'n', 'j', 'i', 'm', 'a' };
static const symbol s_2_292[7] = { 0xC5, 0xA1, 'n', 'j', 'i', 'm', 'a' };
static const symbol s_2_293[4] = { 'k', 'i', 'm', 'a' };
static const symbol s_2_294[5] = { 's', 'k', 'i', 'm', 'a' };
static const symbol s_2_295[6] = { 0xC5, 0xA1, 'k', 'i', 'm', 'a' };
static const symbol s_2_296[5] = { 'a', 'l', 'i', 'm', 'a' };
static const symbol s_2_297[7] = { 'i', 'j', 'a', 'l', 'i', 'm', 'a' };
static const symbol s_2_298[6] = { 'n', 'a', 'l', 'i', 'm', 'a' };
static const symbol s_2_299[5] = { 'e', 'l', 'i', 'm', 'a' };
static const symbol s_2_300[5] = { 'i', 'l', 'i', 'm', 'a' };
static const symbol s_2_301[7] = { 'o', 'z', 'i', 'l', 'i', 'm', 'a' };
static const symbol s_2_302[5] = { 'o', 'l', 'i', 'm', 'a' };
static const symbol s_2_303[6] = { 'l', 'e', 'm', 'i', 'm', 'a' };
static const symbol s_2_304[4] = { 'n', 'i', 'm', 'a' };
static const symbol s_2_305[5] = { 'a', 'n', 'i', 'm', 'a' };
static const symbol s_2_306[5] = { 'i', 'n', 'i', 'm', 'a' };
static const symbol s_2_307[6] = { 'c', 'i', 'n', 'i', 'm', 'a' };
static const symbol s_2_308[7] = { 0xC4, 0x8D, 'i', 'n', 'i', 'm', 'a' };
static const symbol s_2_309[5] = { 'o', 'n', 'i', 'm', 'a' };
static const symbol s_2_310[5] = { 'a', 'r', 'i', 'm', 'a' };
static const symbol s_2_311[5] = { 'd', 'r', 'i', 'm', 'a' };
static const symbol s_2_312[5] = { 'e', 'r', 'i', 'm', 'a' };
static const symbol s_2_313[5] = { 'o', 'r', 'i', 'm', 'a' };
static const symbol s_2_314[6] = { 'b', 'a', 's', 'i', 'm', 'a' };
static const symbol s_2_315[6] = { 'g', 'a', 's', 'i', 'm', 'a' };
static const symbol s_2_316[6] = { 'j', 'a', 's', 'i', 'm', 'a' };
static const symbol s_2_317[6] = { 'k', 'a', 's', 'i', 'm', 'a' };
static const symbol s_2_318[6] = { 'n', 'a', 's', 'i', 'm', 'a' };
static const symbol s_2_319[6] = { 't', 'a', 's', 'i', 'm', 'a' };
static const symbol s_2_320[6] = { 'v', 'a', 's', 'i', 'm', 'a' };
static const symbol s_2_321[5] = { 'e', 's', 'i', 'm', 'a' };
static const symbol s_2_322[5] = { 'i', 's', 'i', 'm', 'a' };
static const symbol s_2_323[5] = { 'o', 's', 'i', 'm', 'a' };
static const symbol s_2_324[5] = { 'a', 't', 'i', 'm', 'a' };
static const symbol s_2_325[7] = { 'i', 'k', 'a', 't', 'i', 'm', 'a' };
static const symbol s_2_326[6] = { 'l', 'a', 't', 'i', 'm', 'a' };
static const symbol s_2_327[5] = { 'e', 't', 'i', 'm', 'a' };
static const symbol s_2_328[7] = { 'e', 'v', 'i', 't', 'i', 'm', 'a' };
static const symbol s_2_329[7] = { 'o', 'v', 'i', 't', 'i', 'm', 'a' };
static const symbol s_2_330[6] = { 'a', 's', 't', 'i', 'm', 'a' };
static const symbol s_2_331[6] = { 'e', 's', 't', 'i', 'm', 'a' };
static const symbol s_2_332[6] = { 'i', 's', 't', 'i', 'm', 'a' };
static const symbol s_2_333[6] = { 'k', 's', 't', 'i', 'm', 'a' };
static const symbol s_2_334[6] = { 'o', 's', 't', 'i', 'm', 'a' };
static const symbol s_2_335[7] = { 'i', 0xC5, 0xA1, 't', 'i', 'm', 'a' };
static const symbol s_2_336[5] = { 'a', 'v', 'i', 'm', 'a' };
static const symbol s_2_337[5] = { 'e', 'v', 'i', 'm', 'a' };
static const symbol s_2_338[7] = { 'a', 'j', 'e', 'v', 'i', 'm', 'a' };
static const symbol s_2_339[8] = { 'c', 'a', 'j', 'e', 'v', 'i', 'm', 'a' };
static const symbol s_2_340[8] = { 'l', 'a', 'j', 'e', 'v', 'i', 'm', 'a' };
static const symbol s_2_341[8] = { 'r', 'a', 'j', 'e', 'v', 'i', 'm', 'a' };
static const symbol s_2_342[9] = { 0xC4, 0x87, 'a', 'j', 'e', 'v', 'i', 'm', 'a' };
static const symbol s_2_343[9] = { 0xC4, 0x8D, 'a', 'j', 'e', 'v', 'i', 'm', 'a' };
static const symbol s_2_344[9] = { 0xC4, 0x91, 'a', 'j', 'e', 'v', 'i', 'm', 'a' };
static const symbol s_2_345[5] = { 'i', 'v', 'i', 'm', 'a' };
static const symbol s_2_346[5] = { 'o', 'v', 'i', 'm', 'a' };
static const symbol s_2_347[6] = { 'g', 'o', 'v', 'i', 'm', 'a' };
static const symbol s_2_348[7] = { 'u', 'g', 'o', 'v', 'i', 'm', 'a' };
static const symbol s_2_349[6] = { 'l', 'o', 'v', 'i', 'm', 'a' };
static const symbol s_2_350[7] = { 'o', 'l', 'o', 'v', 'i', 'm', 'a' };
static const symbol s_2_351[6] = { 'm', 'o', 'v', 'i', 'm', 'a' };
static const symbol s_2_352[7] = { 'o', 'n', 'o', 'v', 'i', 'm', 'a' };
static const symbol s_2_353[6] = { 's', 't', 'v', 'i', 'm', 'a' };
static const symbol s_2_354[7] = { 0xC5, 0xA1, 't', 'v', 'i', 'm', 'a' };
static const symbol s_2_355[6] = { 'a', 0xC4, 0x87, 'i', 'm', 'a' };
static const symbol s_2_356[6] = { 'e', 0xC4, 0x87, 'i', 'm', 'a' };
static const symbol s_2_357[6] = { 'u', 0xC4, 0x87, 'i', 'm', 'a' };
static const symbol s_2_358[7] = { 'b', 'a', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_359[7] = { 'g', 'a', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_360[7] = { 'j', 'a', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_361[7] = { 'k', 'a', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_362[7] = { 'n', 'a', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_363[7] = { 't', 'a', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_364[7] = { 'v', 'a', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_365[6] = { 'e', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_366[6] = { 'i', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_367[6] = { 'o', 0xC5, 0xA1, 'i', 'm', 'a' };
static const symbol s_2_368[2] = { 'n', 'a' };
static const symbol s_2_369[3] = { 'a', 'n', 'a' };
static const symbol s_2_370[5] = { 'a', 'c', 'a', 'n', 'a' };
static const symbol s_2_371[5] = { 'u', 'r', 'a', 'n', 'a' };
static const symbol s_2_372[4] = { 't', 'a', 'n', 'a' };
static const symbol s_2_373[5] = { 'a', 'v', 'a', 'n', 'a' };
static const symbol s_2_374[5] = { 'e', 'v', 'a', 'n', 'a' };
static const symbol s_2_375[5] = { 'i', 'v', 'a', 'n', 'a' };
static const symbol s_2_376[5] = { 'u', 'v', 'a', 'n', 'a' };
static const symbol s_2_377[6] = { 'a', 0xC4, 0x8D, 'a', 'n', 'a' };
static const symbol s_2_378[5] = { 'a', 'c', 'e', 'n', 'a' };
static const symbol s_2_379[6] = { 'l', 'u', 'c', 'e', 'n', 'a' };
static const symbol s_2_380[6] = { 'a', 0xC4, 0x8D, 'e', 'n', 'a' };
static const symbol s_2_381[7] = { 'l', 'u', 0xC4, 0x8D, 'e', 'n', 'a' };
static const symbol s_2_382[3] = { 'i', 'n', 'a' };
static const symbol s_2_383[4] = { 'c', 'i', 'n', 'a' };
static const symbol s_2_384[5] = { 'a', 'n', 'i', 'n', 'a' };
static const symbol s_2_385[5] = { 0xC4, 0x8D, 'i', 'n', 'a' };
static const symbol s_2_386[3] = { 'o', 'n', 'a' };
static const symbol s_2_387[3] = { 'a', 'r', 'a' };
static const symbol s_2_388[3] = { 'd', 'r', 'a' };
static const symbol s_2_389[3] = { 'e', 'r', 'a' };
static const symbol s_2_390[3] = { 'o', 'r', 'a' };
static const symbol s_2_391[4] = { 'b', 'a', 's', 'a' };
static const symbol s_2_392[4] = { 'g', 'a', 's', 'a' };
static const symbol s_2_393[4] = { 'j', 'a', 's', 'a' };
static const symbol s_2_394[4] = { 'k', 'a', 's', 'a' };
static const symbol s_2_395[4] = { 'n', 'a', 's', 'a' };
static const symbol s_2_396[4] = { 't', 'a', 's', 'a' };
static const symbol s_2_397[4] = { 'v', 'a', 's', 'a' };
static const symbol s_2_398[3] = { 'e', 's', 'a' };
static const symbol s_2_399[3] = { 'i', 's', 'a' };
static const symbol s_2_400[3] = { 'o', 's', 'a' };
static const symbol s_2_401[3] = { 'a', 't', 'a' };
static const symbol s_2_402[5] = { 'i', 'k', 'a', 't', 'a' };
static const symbol s_2_403[4] = { 'l', 'a', 't', 'a' };
static const symbol s_2_404[3] = { 'e', 't', 'a' };
static const symbol s_2_405[5] = { 'e', 'v', 'i', 't', 'a' };
static const symbol s_2_406[5] = { 'o', 'v', 'i', 't', 'a' };
static const symbol s_2_407[4] = { 'a', 's', 't', 'a' };
static const symbol s_2_408[4] = { 'e', 's', 't', 'a' };
static const symbol s_2_409[4] = { 'i', 's', 't', 'a' };
static const symbol s_2_410[4] = { 'k', 's', 't', 'a' };
static const symbol s_2_411[4] = { 'o', 's', 't', 'a' };
static const symbol s_2_412[4] = { 'n', 'u', 't', 'a' };
static const symbol s_2_413[5] = { 'i', 0xC5, 0xA1, 't', 'a' };
static const symbol s_2_414[3] = { 'a', 'v', 'a' };
static const symbol s_2_415[3] = { 'e', 'v', 'a' };
static const symbol s_2_416[5] = { 'a', 'j', 'e', 'v', 'a' };
static const symbol s_2_417[6] = { 'c', 'a', 'j', 'e', 'v', 'a' };
static const symbol s_2_418[6] = { 'l', 'a', 'j', 'e', 'v', 'a' };
static const symbol s_2_419[6] = { 'r', 'a', 'j', 'e', 'v', 'a' };
static const symbol s_2_420[7] = { 0xC4, 0x87, 'a', 'j', 'e', 'v', 'a' };
static const symbol s_2_421[7] = { 0xC4, 0x8D, 'a', 'j', 'e', 'v', 'a' };
static const symbol s_2_422[7] = { 0xC4, 0x91, 'a', 'j', 'e', 'v', 'a' };
static const symbol s_2_423[3] = { 'i', 'v', 'a' };
static const symbol s_2_424[3] = { 'o', 'v', 'a' };
static const symbol s_2_425[4] = { 'g', 'o', 'v', 'a' };
static const symbol s_2_426[5] = { 'u', 'g', 'o', 'v', 'a' };
static const symbol s_2_427[4] = { 'l', 'o', 'v', 'a' };
static const symbol s_2_428[5] = { 'o', 'l', 'o', 'v', 'a' };
static const symbol s_2_429[4] = { 'm', 'o', 'v', 'a' };
static const symbol s_2_430[5] = { 'o', 'n', 'o', 'v', 'a' };
static const symbol s_2_431[4] = { 's', 't', 'v', 'a' };
static const symbol s_2_432[5] = { 0xC5, 0xA1, 't', 'v', 'a' };
static const symbol s_2_433[4] = { 'a', 0xC4, 0x87, 'a' };
static const symbol s_2_434[4] = { 'e', 0xC4, 0x87, 'a' };
static const symbol s_2_435[4] = { 'u', 0xC4, 0x87, 'a' };
static const symbol s_2_436[5] = { 'b', 'a', 0xC5, 0xA1, 'a' };
static const symbol s_2_437[5] = { 'g', 'a', 0xC5, 0xA1, 'a' };
static const symbol s_2_438[5] = { 'j', 'a', 0xC5, 0xA1, 'a' };
static const symbol s_2_439[5] = { 'k', 'a', 0xC5, 0xA1, 'a' };
static const symbol s_2_440[5] = { 'n', 'a', 0xC5, 0xA1, 'a' };
static const symbol s_2_441[5] = { 't', 'a', 0xC5, 0xA1, 'a' };
static const symbol s_2_442[5] = { 'v', 'a', 0xC5, 0xA1, 'a' };
static const symbol s_2_443[4] = { 'e', 0xC5, 0xA1, 'a' };
static const symbol s_2_444[4] = { 'i', 0xC5, 0xA1, 'a' };
static const symbol s_2_445[4] = { 'o', 0xC5, 0xA1, 'a' };
static const symbol s_2_446[3] = { 'a', 'c', 'e' };
static const symbol s_2_447[3] = { 'e', 'c', 'e' };
static const symbol s_2_448[3] = { 'u', 'c', 'e' };
static const symbol s_2_449[4] = { 'l', 'u', 'c', 'e' };
static const symbol s_2_450[6] = { 'a', 's', 't', 'a', 'd', 'e' };
static const symbol s_2_451[6] = { 'i', 's', 't', 'a', 'd', 'e' };
static const symbol s_2_452[6] = { 'o', 's', 't', 'a', 'd', 'e' };
static const symbol s_2_453[2] = { 'g', 'e' };
static const symbol s_2_454[4] = { 'l', 'o', 'g', 'e' };
static const symbol s_2_455[3] = { 'u', 'g', 'e' };
static const symbol s_2_456[3] = { 'a', 'j', 'e' };
static const symbol s_2_457[4] = { 'c', 'a', 'j', 'e' };
static const symbol s_2_458[4] = { 'l', 'a', 'j', 'e' };
static const symbol s_2_459[4] = { 'r', 'a', 'j', 'e' };
static const symbol s_2_460[6] = { 'a', 's', 't', 'a', 'j', 'e' };
static const symbol s_2_461[6] = { 'i', 's', 't', 'a', 'j', 'e' };
static const symbol s_2_462[6] = { 'o', 's', 't', 'a', 'j', 'e' };
static const symbol s_2_463[5] = { 0xC4, 0x87, 'a', 'j', 'e' };
static const symbol s_2_464[5] = { 0xC4, 0x8D, 'a', 'j', 'e' };
static const symbol s_2_465[5] = { 0xC4, 0x91, 'a', 'j', 'e' };
static const symbol s_2_466[3] = { 'i', 'j', 'e' };
static const symbol s_2_467[4] = { 'b', 'i', 'j', 'e' };
static const symbol s_2_468[4] = { 'c', 'i', 'j', 'e' };
static const symbol s_2_469[4] = { 'd', 'i', 'j', 'e' };
static const symbol s_2_470[4] = { 'f', 'i', 'j', 'e' };
static const symbol s_2_471[4] = { 'g', 'i', 'j', 'e' };
static const symbol s_2_472[6] = { 'a', 'n', 'j', 'i', 'j', 'e' };
static const symbol s_2_473[6] = { 'e', 'n', 'j', 'i', 'j', 'e' };
static const symbol s_2_474[6] = { 's', 'n', 'j', 'i', 'j', 'e' };
static const symbol s_2_475[7] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'e' };
static const symbol s_2_476[4] = { 'k', 'i', 'j', 'e' };
static const symbol s_2_477[5] = { 's', 'k', 'i', 'j', 'e' };
static const symbol s_2_478[6] = { 0xC5, 0xA1, 'k', 'i', 'j', 'e' };
static const symbol s_2_479[4] = { 'l', 'i', 'j', 'e' };
static const symbol s_2_480[5] = { 'e', 'l', 'i', 'j', 'e' };
static const symbol s_2_481[4] = { 'm', 'i', 'j', 'e' };
static const symbol s_2_482[4] = { 'n', 'i', 'j', 'e' };
static const symbol s_2_483[6] = { 'g', 'a', 'n', 'i', 'j', 'e' };
static const symbol s_2_484[6] = { 'm', 'a', 'n', 'i', 'j', 'e' };
static const symbol s_2_485[6] = { 'p', 'a', 'n', 'i', 'j', 'e' };
static const symbol s_2_486[6] = { 'r', 'a', 'n', 'i', 'j', 'e' };
static const symbol s_2_487[6] = { 't', 'a', 'n', 'i', 'j', 'e' };
static const symbol s_2_488[4] = { 'p', 'i', 'j', 'e' };
static const symbol s_2_489[4] = { 'r', 'i', 'j', 'e' };
static const symbol s_2_490[4] = { 's', 'i', 'j', 'e' };
static const symbol s_2_491[5] = { 'o', 's', 'i', 'j', 'e' };
static const symbol s_2_492[4] = { 't', 'i', 'j', 'e' };
static const symbol s_2_493[5] = { 'a', 't', 'i', 'j', 'e' };
static const symbol s_2_494[7] = { 'e', 'v', 'i', 't', 'i', 'j', 'e' };
static const symbol s_2_495[7] = { 'o', 'v', 'i', 't', 'i', 'j', 'e' };
static const symbol s_2_496[6] = { 'a', 's', 't', 'i', 'j', 'e' };
static const symbol s_2_497[5] = { 'a', 'v', 'i', 'j', 'e' };
static const symbol s_2_498[5] = { 'e', 'v', 'i', 'j', 'e' };
static const symbol s_2_499[5] = { 'i', 'v', 'i', 'j', 'e' };
static const symbol s_2_500[5] = { 'o', 'v', 'i', 'j', 'e' };
static const symbol s_2_501[4] = { 'z', 'i', 'j', 'e' };
static const symbol s_2_502[6] = { 'o', 0xC5, 0xA1, 'i', 'j', 'e' };
static const symbol s_2_503[5] = { 0xC5, 0xBE, 'i', 'j', 'e' };
static const symbol s_2_504[4] = { 'a', 'n', 'j', 'e' };
static const symbol s_2_505[4] = { 'e', 'n', 'j', 'e' };
static const symbol s_2_506[4] = { 's', 'n', 'j', 'e' };
static const symbol s_2_507[5] = { 0xC5, 0xA1, 'n', 'j', 'e' };
static const symbol s_2_508[3] = { 'u', 'j', 'e' };
static const symbol s_2_509[6] = { 'l', 'u', 'c', 'u', 'j', 'e' };
static const symbol s_2_510[5] = { 'i', 'r', 'u', 'j', 'e' };
static const symbol s_2_511[7] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 'e' };
static const symbol s_2_512[2] = { 'k', 'e' };
static const symbol s_2_513[3] = { 's', 'k', 'e' };
static const symbol s_2_514[4] = { 0xC5, 0xA1, 'k', 'e' };
static const symbol s_2_515[3] = { 'a', 'l', 'e' };
static const symbol s_2_516[5] = { 'a', 'c', 'a', 'l', 'e' };
static const symbol s_2_517[8] = { 'a', 's', 't', 'a', 'j', 'a', 'l', 'e' };
static const symbol s_2_518[8] = { 'i', 's', 't', 'a', 'j', 'a', 'l', 'e' };
static const symbol s_2_519[8] = { 'o', 's', 't', 'a', 'j', 'a', 'l', 'e' };
static const symbol s_2_520[5] = { 'i', 'j', 'a', 'l', 'e' };
static const symbol s_2_521[6] = { 'i', 'n', 'j', 'a', 'l', 'e' };
static const symbol s_2_522[4] = { 'n', 'a', 'l', 'e' };
static const symbol s_2_523[5] = { 'i', 'r', 'a', 'l', 'e' };
static const symbol s_2_524[5] = { 'u', 'r', 'a', 'l', 'e' };
static const symbol s_2_525[4] = { 't', 'a', 'l', 'e' };
static const symbol s_2_526[6] = { 'a', 's', 't', 'a', 'l', 'e' };
static const symbol s_2_527[6] = { 'i', 's', 't', 'a', 'l', 'e' };
static const symbol s_2_528[6] = { 'o', 's', 't', 'a', 'l', 'e' };
static const symbol s_2_529[5] = { 'a', 'v', 'a', 'l', 'e' };
static const symbol s_2_530[5] = { 'e', 'v', 'a', 'l', 'e' };
static const symbol s_2_531[5] = { 'i', 'v', 'a', 'l', 'e' };
static const symbol s_2_532[5] = { 'o', 'v', 'a', 'l', 'e' };
static const symbol s_2_533[5] = { 'u', 'v', 'a', 'l', 'e' };
static const symbol s_2_534[6] = { 'a', 0xC4, 0x8D, 'a', 'l', 'e' };
static const symbol s_2_535[3] = { 'e', 'l', 'e' };
static const symbol s_2_536[3] = { 'i', 'l', 'e' };
static const symbol s_2_537[5] = { 'a', 'c', 'i', 'l', 'e' };
static const symbol s_2_538[6] = { 'l', 'u', 'c', 'i', 'l', 'e' };
static const symbol s_2_539[4] = { 'n', 'i', 'l', 'e' };
static const symbol s_2_540[6] = { 'r', 'o', 's', 'i', 'l', 'e' };
static const symbol s_2_541[6] = { 'j', 'e', 't', 'i', 'l', 'e' };
static const symbol s_2_542[5] = { 'o', 'z', 'i', 'l', 'e' };
static const symbol s_2_543[6] = { 'a', 0xC4, 0x8D, 'i', 'l', 'e' };
static const symbol s_2_544[7] = { 'l', 'u', 0xC4, 0x8D, 'i', 'l', 'e' };
static const symbol s_2_545[7] = { 'r', 'o', 0xC5, 0xA1, 'i', 'l', 'e' };
static const symbol s_2_546[3] = { 'o', 'l', 'e' };
static const symbol s_2_547[4] = { 'a', 's', 'l', 'e' };
static const symbol s_2_548[4] = { 'n', 'u', 'l', 'e' };
static const symbol s_2_549[4] = { 'r', 'a', 'm', 'e' };
static const symbol s_2_550[4] = { 'l', 'e', 'm', 'e' };
static const symbol s_2_551[5] = { 'a', 'c', 'o', 'm', 'e' };
static const symbol s_2_552[5] = { 'e', 'c', 'o', 'm', 'e' };
static const symbol s_2_553[5] = { 'u', 'c', 'o', 'm', 'e' };
static const symbol s_2_554[6] = { 'a', 'n', 'j', 'o', 'm', 'e' };
static const symbol s_2_555[6] = { 'e', 'n', 'j', 'o', 'm', 'e' };
static const symbol s_2_556[6] = { 's', 'n', 'j', 'o', 'm', 'e' };
static const symbol s_2_557[7] = { 0xC5, 0xA1, 'n', 'j', 'o', 'm', 'e' };
static const symbol s_2_558[4] = { 'k', 'o', 'm', 'e' };
static const symbol s_2_559[5] = { 's', 'k', 'o', 'm', 'e' };
static const symbol s_2_560[6] = { 0xC5, 0xA1, 'k', 'o', 'm', 'e' };
static const symbol s_2_561[5] = { 'e', 'l', 'o', 'm', 'e' };
static const symbol s_2_562[4] = { 'n', 'o', 'm', 'e' };
static const symbol s_2_563[6] = { 'c', 'i', 'n', 'o', 'm', 'e' };
static const symbol s_2_564[7] = { 0xC4, 0x8D, 'i', 'n', 'o', 'm', 'e' };
static const symbol s_2_565[5] = { 'o', 's', 'o', 'm', 'e' };
static const symbol s_2_566[5] = { 'a', 't', 'o', 'm', 'e' };
static const symbol s_2_567[7] = { 'e', 'v', 'i', 't', 'o', 'm', 'e' };
static const symbol s_2_568[7] = { 'o', 'v', 'i', 't', 'o', 'm', 'e' };
static const symbol s_2_569[6] = { 'a', 's', 't', 'o', 'm', 'e' };
static const symbol s_2_570[5] = { 'a', 'v', 'o', 'm', 'e' };
static const symbol s_2_571[5] = { 'e', 'v', 'o', 'm', 'e' };
static const symbol s_2_572[5] = { 'i', 'v', 'o', 'm', 'e' };
static const symbol s_2_573[5] = { 'o', 'v', 'o', 'm', 'e' };
static const symbol s_2_574[6] = { 'a', 0xC4, 0x87, 'o', 'm', 'e' };
static const symbol s_2_575[6] = { 'e', 0xC4, 0x87, 'o', 'm', 'e' };
static const symbol s_2_576[6] = { 'u', 0xC4, 0x87, 'o', 'm', 'e' };
static const symbol s_2_577[6] = { 'o', 0xC5, 0xA1, 'o', 'm', 'e' };
static const symbol s_2_578[2] = { 'n', 'e' };
static const symbol s_2_579[3] = { 'a', 'n', 'e' };
static const symbol s_2_580[5] = { 'a', 'c', 'a', 'n', 'e' };
static const symbol s_2_581[5] = { 'u', 'r', 'a', 'n', 'e' };
static const symbol s_2_582[4] = { 't', 'a', 'n', 'e' };
static const symbol s_2_583[6] = { 'a', 's', 't', 'a', 'n', 'e' };
static const symbol s_2_584[6] = { 'i', 's', 't', 'a', 'n', 'e' };
static const symbol s_2_585[6] = { 'o', 's', 't', 'a', 'n', 'e' };
static const symbol s_2_586[5] = { 'a', 'v', 'a', 'n', 'e' };
static const symbol s_2_587[5] = { 'e', 'v', 'a', 'n', 'e' };
static const symbol s_2_588[5] = { 'i', 'v', 'a', 'n', 'e' };
static const symbol s_2_589[5] = { 'u', 'v', 'a', 'n', 'e' };
static const symbol s_2_590[6] = { 'a', 0xC4, 0x8D, 'a', 'n', 'e' };
static const symbol s_2_591[5] = { 'a', 'c', 'e', 'n', 'e' };
static const symbol s_2_592[6] = { 'l', 'u', 'c', 'e', 'n', 'e' };
static const symbol s_2_593[6] = { 'a', 0xC4, 0x8D, 'e', 'n', 'e' };
static const symbol s_2_594[7] = { 'l', 'u', 0xC4, 0x8D, 'e', 'n', 'e' };
static const symbol s_2_595[3] = { 'i', 'n', 'e' };
static const symbol s_2_596[4] = { 'c', 'i', 'n', 'e' };
static const symbol s_2_597[5] = { 'a', 'n', 'i', 'n', 'e' };
static const symbol s_2_598[5] = { 0xC4, 0x8D, 'i', 'n', 'e' };
static const symbol s_2_599[3] = { 'o', 'n', 'e' };
static const symbol s_2_600[3] = { 'a', 'r', 'e' };
static const symbol s_2_601[3] = { 'd', 'r', 'e' };
static const symbol s_2_602[3] = { 'e', 'r', 'e' };
static const symbol s_2_603[3] = { 'o', 'r', 'e' };
static const symbol s_2_604[3] = { 'a', 's', 'e' };
static const symbol s_2_605[4] = { 'b', 'a', 's', 'e' };
static const symbol s_2_606[5] = { 'a', 'c', 'a', 's', 'e' };
static const symbol s_2_607[4] = { 'g', 'a', 's', 'e' };
static const symbol s_2_608[4] = { 'j', 'a', 's', 'e' };
static const symbol s_2_609[8] = { 'a', 's', 't', 'a', 'j', 'a', 's', 'e' };
static const symbol s_2_610[8] = { 'i', 's', 't', 'a', 'j', 'a', 's', 'e' };
static const symbol s_2_611[8] = { 'o', 's', 't', 'a', 'j', 'a', 's', 'e' };
static const symbol s_2_612[6] = { 'i', 'n', 'j', 'a', 's', 'e' };
static const symbol s_2_613[4] = { 'k', 'a', 's', 'e' };
static const symbol s_2_614[4] = { 'n', 'a', 's', 'e' };
static const symbol s_2_615[5] = { 'i', 'r', 'a', 's', 'e' };
static const symbol s_2_616[5] = { 'u', 'r', 'a', 's', 'e' };
static const symbol s_2_617[4] = { 't', 'a', 's', 'e' };
static const symbol s_2_618[4] = { 'v', 'a', 's', 'e' };
static const symbol s_2_619[5] = { 'a', 'v', 'a', 's', 'e' };
static const symbol s_2_620[5] = { 'e', 'v', 'a', 's', 'e' };
static const symbol s_2_621[5] = { 'i', 'v', 'a', 's', 'e' };
static const symbol s_2_622[5] = { 'o', 'v', 'a', 's', 'e' };
static const symbol s_2_623[5] = { 'u', 'v', 'a', 's', 'e' };
static const symbol s_2_624[3] = { 'e', 's', 'e' };
static const symbol s_2_625[3] = { 'i', 's', 'e' };
static const symbol s_2_626[5] = { 'a', 'c', 'i', 's', 'e' };
static const symbol s_2_627[6] = { 'l', 'u', 'c', 'i', 's', 'e' };
static const symbol s_2_628[6] = { 'r', 'o', 's', 'i', 's', 'e' };
static const symbol s_2_629[6] = { 'j', 'e', 't', 'i', 's', 'e' };
static const symbol s_2_630[3] = { 'o', 's', 'e' };
static const symbol s_2_631[8] = { 'a', 's', 't', 'a', 'd', 'o', 's', 'e' };
static const symbol s_2_632[8] = { 'i', 's', 't', 'a', 'd', 'o', 's', 'e' };
static const symbol s_2_633[8] = { 'o', 's', 't', 'a', 'd', 'o', 's', 'e' };
static const symbol s_2_634[3] = { 'a', 't', 'e' };
static const symbol s_2_635[5] = { 'a', 'c', 'a', 't', 'e' };
static const symbol s_2_636[5] = { 'i', 'k', 'a', 't', 'e' };
static const symbol s_2_637[4] = { 'l', 'a', 't', 'e' };
static const symbol s_2_638[5] = { 'i', 'r', 'a', 't', 'e' };
static const symbol s_2_639[5] = { 'u', 'r', 'a', 't', 'e' };
static const symbol s_2_640[4] = { 't', 'a', 't', 'e' };
static const symbol s_2_641[5] = { 'a', 'v', 'a', 't', 'e' };
static const symbol s_2_642[5] = { 'e', 'v', 'a', 't', 'e' };
static const symbol s_2_643[5] = { 'i', 'v', 'a', 't', 'e' };
static const symbol s_2_644[5] = { 'u', 'v', 'a', 't', 'e' };
static const symbol s_2_645[6] = { 'a', 0xC4, 0x8D, 'a', 't', 'e' };
static const symbol s_2_646[3] = { 'e', 't', 'e' };
static const symbol s_2_647[8] = { 'a', 's', 't', 'a', 'd', 'e', 't', 'e' };
static const symbol s_2_648[8] = { 'i', 's', 't', 'a', 'd', 'e', 't', 'e' };
static const symbol s_2_649[8] = { 'o', 's', 't', 'a', 'd', 'e', 't', 'e' };
static const symbol s_2_650[8] = { 'a', 's', 't', 'a', 'j', 'e', 't', 'e' };
static const symbol s_2_651[8] = { 'i', 's', 't', 'a', 'j', 'e', 't', 'e' };
static const symbol s_2_652[8] = { 'o', 's', 't', 'a', 'j', 'e', 't', 'e' };
static const symbol s_2_653[5] = { 'i', 'j', 'e', 't', 'e' };
static const symbol s_2_654[6] = { 'i', 'n', 'j', 'e', 't', 'e' };
static const symbol s_2_655[5] = { 'u', 'j', 'e', 't', 'e' };
static const symbol s_2_656[8] = { 'l', 'u', 'c', 'u', 'j', 'e', 't', 'e' };
static const symbol s_2_657[7] = { 'i', 'r', 'u', 'j', 'e', 't', 'e' };
static const symbol s_2_658[9] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 'e', 't', 'e' };
static const symbol s_2_659[4] = { 'n', 'e', 't', 'e' };
static const symbol s_2_660[8] = { 'a', 's', 't', 'a', 'n', 'e', 't', 'e' };
static const symbol s_2_661[8] = { 'i', 's', 't', 'a', 'n', 'e', 't', 'e' };
static const symbol s_2_662[8] = { 'o', 's', 't', 'a', 'n', 'e', 't', 'e' };
static const symbol s_2_663[6] = { 'a', 's', 't', 'e', 't', 'e' };
static const symbol s_2_664[3] = { 'i', 't', 'e' };
static const symbol s_2_665[5] = { 'a', 'c', 'i', 't', 'e' };
static const symbol s_2_666[6] = { 'l', 'u', 'c', 'i', 't', 'e' };
static const symbol s_2_667[4] = { 'n', 'i', 't', 'e' };
static const symbol s_2_668[8] = { 'a', 's', 't', 'a', 'n', 'i', 't', 'e' };
static const symbol s_2_669[8] = { 'i', 's', 't', 'a', 'n', 'i', 't', 'e' };
static const symbol s_2_670[8] = { 'o', 's', 't', 'a', 'n', 'i', 't', 'e' };
static const symbol s_2_671[6] = { 'r', 'o', 's', 'i', 't', 'e' };
static const symbol s_2_672[6] = { 'j', 'e', 't', 'i', 't', 'e' };
static const symbol s_2_673[6] = { 'a', 's', 't', 'i', 't', 'e' };
static const symbol s_2_674[5] = { 'e', 'v', 'i', 't', 'e' };
static const symbol s_2_675[5] = { 'o', 'v', 'i', 't', 'e' };
static const symbol s_2_676[6] = { 'a', 0xC4, 0x8D, 'i', 't', 'e' };
static const symbol s_2_677[7] = { 'l', 'u', 0xC4, 0x8D, 'i', 't', 'e' };
static const symbol s_2_678[7] = { 'r', 'o', 0xC5, 0xA1, 'i', 't', 'e' };
static const symbol s_2_679[4] = { 'a', 'j', 't', 'e' };
static const symbol s_2_680[6] = { 'u', 'r', 'a', 'j', 't', 'e' };
static const symbol s_2_681[5] = { 't', 'a', 'j', 't', 'e' };
static const symbol s_2_682[7] = { 'a', 's', 't', 'a', 'j', 't', 'e' };
static const symbol s_2_683[7] = { 'i', 's', 't', 'a', 'j', 't', 'e' };
static const symbol s_2_684[7] = { 'o', 's', 't', 'a', 'j', 't', 'e' };
static const symbol s_2_685[6] = { 'a', 'v', 'a', 'j', 't', 'e' };
static const symbol s_2_686[6] = { 'e', 'v', 'a', 'j', 't', 'e' };
static const symbol s_2_687[6] = { 'i', 'v', 'a', 'j', 't', 'e' };
static const symbol s_2_688[6] = { 'u', 'v', 'a', 'j', 't', 'e' };
static const symbol s_2_689[4] = { 'i', 'j', 't', 'e' };
static const symbol s_2_690[7] = { 'l', 'u', 'c', 'u', 'j', 't', 'e' };
static const symbol s_2_691[6] = { 'i', 'r', 'u', 'j', 't', 'e' };
static const symbol s_2_692[8] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 't', 'e' };
static const symbol s_2_693[4] = { 'a', 's', 't', 'e' };
static const symbol s_2_694[6] = { 'a', 'c', 'a', 's', 't', 'e' };
static const symbol s_2_695[9] = { 'a', 's', 't', 'a', 'j', 'a', 's', 't', 'e' };
static const symbol s_2_696[9] = { 'i', 's', 't', 'a', 'j', 'a', 's', 't', 'e' };
static const symbol s_2_697[9] = { 'o', 's', 't', 'a', 'j', 'a', 's', 't', 'e' };
static const symbol s_2_698[7] = { 'i', 'n', 'j', 'a', 's', 't', 'e' };
static const symbol s_2_699[6] = { 'i', 'r', 'a', 's', 't', 'e' };
static const symbol s_2_700[6] = { 'u', 'r', 'a', 's', 't', 'e' };
static const symbol s_2_701[5] = { 't', 'a', 's', 't', 'e' };
static const symbol s_2_702[6] = { 'a', 'v', 'a', 's', 't', 'e' };
static const symbol s_2_703[6] = { 'e', 'v', 'a', 's', 't', 'e' };
static const symbol s_2_704[6] = { 'i', 'v', 'a', 's', 't', 'e' };
static const symbol s_2_705[6] = { 'o', 'v', 'a', 's', 't', 'e' };
static const symbol s_2_706[6] = { 'u', 'v', 'a', 's', 't', 'e' };
static const symbol s_2_707[7] = { 'a', 0xC4, 0x8D, 'a', 's', 't', 'e' };
static const symbol s_2_708[4] = { 'e', 's', 't', 'e' };
static const symbol s_2_709[4] = { 'i', 's', 't', 'e' };
static const symbol s_2_710[6] = { 'a', 'c', 'i', 's', 't', 'e' };
static const symbol s_2_711[7] = { 'l', 'u', 'c', 'i', 's', 't', 'e' };
static const symbol s_2_712[5] = { 'n', 'i', 's', 't', 'e' };
static const symbol s_2_713[7] = { 'r', 'o', 's', 'i', 's', 't', 'e' };
static const symbol s_2_714[7] = { 'j', 'e', 't', 'i', 's', 't', 'e' };
static const symbol s_2_715[7] = { 'a', 0xC4, 0x8D, 'i', 's', 't', 'e' };
static const symbol s_2_716[8] = { 'l', 'u', 0xC4, 0x8D, 'i', 's', 't', 'e' };
static const symbol s_2_717[8] = { 'r', 'o', 0xC5, 0xA1, 'i', 's', 't', 'e' };
static const symbol s_2_718[4] = { 'k', 's', 't', 'e' };
static const symbol s_2_719[4] = { 'o', 's', 't', 'e' };
static const symbol s_2_720[9] = { 'a', 's', 't', 'a', 'd', 'o', 's', 't', 'e' };
static const symbol s_2_721[9] = { 'i', 's', 't', 'a', 'd', 'o', 's', 't', 'e' };
static const symbol s_2_722[9] = { 'o', 's', 't', 'a', 'd', 'o', 's', 't', 'e' };
static const symbol s_2_723[5] = { 'n', 'u', 's', 't', 'e' };
static const symbol s_2_724[5] = { 'i', 0xC5, 0xA1, 't', 'e' };
static const symbol s_2_725[3] = { 'a', 'v', 'e' };
static const symbol s_2_726[3] = { 'e', 'v', 'e' };
static const symbol s_2_727[5] = { 'a', 'j', 'e', 'v', 'e' };
static const symbol s_2_728[6] = { 'c', 'a', 'j', 'e', 'v', 'e' };
static const symbol s_2_729[6] = { 'l', 'a', 'j', 'e', 'v', 'e' };
static const symbol s_2_730[6] = { 'r', 'a', 'j', 'e', 'v', 'e' };
static const symbol s_2_731[7] = { 0xC4, 0x87, 'a', 'j', 'e', 'v', 'e' };
static const symbol s_2_732[7] = { 0xC4, 0x8D, 'a', 'j', 'e', 'v', 'e' };
static const symbol s_2_733[7] = { 0xC4, 0x91, 'a', 'j', 'e', 'v', 'e' };
static const symbol s_2_734[3] = { 'i', 'v', 'e' };
static const symbol s_2_735[3] = { 'o', 'v', 'e' };
static const symbol s_2_736[4] = { 'g', 'o', 'v', 'e' };
static const symbol s_2_737[5] = { 'u', 'g', 'o', 'v', 'e' };
static const symbol s_2_738[4] = { 'l', 'o', 'v', 'e' };
static const symbol s_2_739[5] = { 'o', 'l', 'o', 'v', 'e' };
static const symbol s_2_740[4] = { 'm', 'o', 'v', 'e' };
static const symbol s_2_741[5] = { 'o', 'n', 'o', 'v', 'e' };
static const symbol s_2_742[4] = { 'a', 0xC4, 0x87, 'e' };
static const symbol s_2_743[4] = { 'e', 0xC4, 0x87, 'e' };
static const symbol s_2_744[4] = { 'u', 0xC4, 0x87, 'e' };
static const symbol s_2_745[4] = { 'a', 0xC4, 0x8D, 'e' };
static const symbol s_2_746[5] = { 'l', 'u', 0xC4, 0x8D, 'e' };
static const symbol s_2_747[4] = { 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_748[5] = { 'b', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_749[5] = { 'g', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_750[5] = { 'j', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_751[9] = { 'a', 's', 't', 'a', 'j', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_752[9] = { 'i', 's', 't', 'a', 'j', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_753[9] = { 'o', 's', 't', 'a', 'j', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_754[7] = { 'i', 'n', 'j', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_755[5] = { 'k', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_756[5] = { 'n', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_757[6] = { 'i', 'r', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_758[6] = { 'u', 'r', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_759[5] = { 't', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_760[5] = { 'v', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_761[6] = { 'a', 'v', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_762[6] = { 'e', 'v', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_763[6] = { 'i', 'v', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_764[6] = { 'o', 'v', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_765[6] = { 'u', 'v', 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_766[7] = { 'a', 0xC4, 0x8D, 'a', 0xC5, 0xA1, 'e' };
static const symbol s_2_767[4] = { 'e', 0xC5, 0xA1, 'e' };
static const symbol s_2_768[4] = { 'i', 0xC5, 0xA1, 'e' };
static const symbol s_2_769[7] = { 'j', 'e', 't', 'i', 0xC5, 0xA1, 'e' };
static const symbol s_2_770[7] = { 'a', 0xC4, 0x8D, 'i', 0xC5, 0xA1, 'e' };
static const symbol s_2_771[8] = { 'l', 'u', 0xC4, 0x8D, 'i', 0xC5, 0xA1, 'e' };
static const symbol s_2_772[8] = { 'r', 'o', 0xC5, 0xA1, 'i', 0xC5, 0xA1, 'e' };
static const symbol s_2_773[4] = { 'o', 0xC5, 0xA1, 'e' };
static const symbol s_2_774[9] = { 'a', 's', 't', 'a', 'd', 'o', 0xC5, 0xA1, 'e' };
static const symbol s_2_775[9] = { 'i', 's', 't', 'a', 'd', 'o', 0xC5, 0xA1, 'e' };
static const symbol s_2_776[9] = { 'o', 's', 't', 'a', 'd', 'o', 0xC5, 0xA1, 'e' };
static const symbol s_2_777[4] = { 'a', 'c', 'e', 'g' };
static const symbol s_2_778[4] = { 'e', 'c', 'e', 'g' };
static const symbol s_2_779[4] = { 'u', 'c', 'e', 'g' };
static const symbol s_2_780[7] = { 'a', 'n', 'j', 'i', 'j', 'e', 'g' };
static const symbol s_2_781[7] = { 'e', 'n', 'j', 'i', 'j', 'e', 'g' };
static const symbol s_2_782[7] = { 's', 'n', 'j', 'i', 'j', 'e', 'g' };
static const symbol s_2_783[8] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'e', 'g' };
static const symbol s_2_784[5] = { 'k', 'i', 'j', 'e', 'g' };
static const symbol s_2_785[6] = { 's', 'k', 'i', 'j', 'e', 'g' };
static const symbol s_2_786[7] = { 0xC5, 0xA1, 'k', 'i', 'j', 'e', 'g' };
static const symbol s_2_787[6] = { 'e', 'l', 'i', 'j', 'e', 'g' };
static const symbol s_2_788[5] = { 'n', 'i', 'j', 'e', 'g' };
static const symbol s_2_789[6] = { 'o', 's', 'i', 'j', 'e', 'g' };
static const symbol s_2_790[6] = { 'a', 't', 'i', 'j', 'e', 'g' };
static const symbol s_2_791[8] = { 'e', 'v', 'i', 't', 'i', 'j', 'e', 'g' };
static const symbol s_2_792[8] = { 'o', 'v', 'i', 't', 'i', 'j', 'e', 'g' };
static const symbol s_2_793[7] = { 'a', 's', 't', 'i', 'j', 'e', 'g' };
static const symbol s_2_794[6] = { 'a', 'v', 'i', 'j', 'e', 'g' };
static const symbol s_2_795[6] = { 'e', 'v', 'i', 'j', 'e', 'g' };
static const symbol s_2_796[6] = { 'i', 'v', 'i', 'j', 'e', 'g' };
static const symbol s_2_797[6] = { 'o', 'v', 'i', 'j', 'e', 'g' };
static const symbol s_2_798[7] = { 'o', 0xC5, 0xA1, 'i', 'j', 'e', 'g' };
static const symbol s_2_799[5] = { 'a', 'n', 'j', 'e', 'g' };
static const symbol s_2_800[5] = { 'e', 'n', 'j', 'e', 'g' };
static const symbol s_2_801[5] = { 's', 'n', 'j', 'e', 'g' };
static const symbol s_2_802[6] = { 0xC5, 0xA1, 'n', 'j', 'e', 'g' };
static const symbol s_2_803[3] = { 'k', 'e', 'g' };
static const symbol s_2_804[4] = { 'e', 'l', 'e', 'g' };
static const symbol s_2_805[3] = { 'n', 'e', 'g' };
static const symbol s_2_806[4] = { 'a', 'n', 'e', 'g' };
static const symbol s_2_807[4] = { 'e', 'n', 'e', 'g' };
static const symbol s_2_808[4] = { 's', 'n', 'e', 'g' };
static const symbol s_2_809[5] = { 0xC5, 0xA1, 'n', 'e', 'g' };
static const symbol s_2_810[4] = { 'o', 's', 'e', 'g' };
static const symbol s_2_811[4] = { 'a', 't', 'e', 'g' };
static const symbol s_2_812[4] = { 'a', 'v', 'e', 'g' };
static const symbol s_2_813[4] = { 'e', 'v', 'e', 'g' };
static const symbol s_2_814[4] = { 'i', 'v', 'e', 'g' };
static const symbol s_2_815[4] = { 'o', 'v', 'e', 'g' };
static const symbol s_2_816[5] = { 'a', 0xC4, 0x87, 'e', 'g' };
static const symbol s_2_817[5] = { 'e', 0xC4, 0x87, 'e', 'g' };
static const symbol s_2_818[5] = { 'u', 0xC4, 0x87, 'e', 'g' };
static const symbol s_2_819[5] = { 'o', 0xC5, 0xA1, 'e', 'g' };
static const symbol s_2_820[4] = { 'a', 'c', 'o', 'g' };
static const symbol s_2_821[4] = { 'e', 'c', 'o', 'g' };
static const symbol s_2_822[4] = { 'u', 'c', 'o', 'g' };
static const symbol s_2_823[5] = { 'a', 'n', 'j', 'o', 'g' };
static const symbol s_2_824[5] = { 'e', 'n', 'j', 'o', 'g' };
static const symbol s_2_825[5] = { 's', 'n', 'j', 'o', 'g' };
static const symbol s_2_826[6] = { 0xC5, 0xA1, 'n', 'j', 'o', 'g' };
static const symbol s_2_827[3] = { 'k', 'o', 'g' };
static const symbol s_2_828[4] = { 's', 'k', 'o', 'g' };
static const symbol s_2_829[5] = { 0xC5, 0xA1, 'k', 'o', 'g' };
static const symbol s_2_830[4] = { 'e', 'l', 'o', 'g' };
static const symbol s_2_831[3] = { 'n', 'o', 'g' };
static const symbol s_2_832[5] = { 'c', 'i', 'n', 'o', 'g' };
static const symbol s_2_833[6] = { 0xC4, 0x8D, 'i', 'n', 'o', 'g' };
static const symbol s_2_834[4] = { 'o', 's', 'o', 'g' };
static const symbol s_2_835[4] = { 'a', 't', 'o', 'g' };
static const symbol s_2_836[6] = { 'e', 'v', 'i', 't', 'o', 'g' };
static const symbol s_2_837[6] = { 'o', 'v', 'i', 't', 'o', 'g' };
static const symbol s_2_838[5] = { 'a', 's', 't', 'o', 'g' };
static const symbol s_2_839[4] = { 'a', 'v', 'o', 'g' };
static const symbol s_2_840[4] = { 'e', 'v', 'o', 'g' };
static const symbol s_2_841[4] = { 'i', 'v', 'o', 'g' };
static const symbol s_2_842[4] = { 'o', 'v', 'o', 'g' };
static const symbol s_2_843[5] = { 'a', 0xC4, 0x87, 'o', 'g' };
static const symbol s_2_844[5] = { 'e', 0xC4, 0x87, 'o', 'g' };
static const symbol s_2_845[5] = { 'u', 0xC4, 0x87, 'o', 'g' };
static const symbol s_2_846[5] = { 'o', 0xC5, 0xA1, 'o', 'g' };
static const symbol s_2_847[2] = { 'a', 'h' };
static const symbol s_2_848[4] = { 'a', 'c', 'a', 'h' };
static const symbol s_2_849[7] = { 'a', 's', 't', 'a', 'j', 'a', 'h' };
static const symbol s_2_850[7] = { 'i', 's', 't', 'a', 'j', 'a', 'h' };
static const symbol s_2_851[7] = { 'o', 's', 't', 'a', 'j', 'a', 'h' };
static const symbol s_2_852[5] = { 'i', 'n', 'j', 'a', 'h' };
static const symbol s_2_853[4] = { 'i', 'r', 'a', 'h' };
static const symbol s_2_854[4] = { 'u', 'r', 'a', 'h' };
static const symbol s_2_855[3] = { 't', 'a', 'h' };
static const symbol s_2_856[4] = { 'a', 'v', 'a', 'h' };
static const symbol s_2_857[4] = { 'e', 'v', 'a', 'h' };
static const symbol s_2_858[4] = { 'i', 'v', 'a', 'h' };
static const symbol s_2_859[4] = { 'o', 'v', 'a', 'h' };
static const symbol s_2_860[4] = { 'u', 'v', 'a', 'h' };
static const symbol s_2_861[5] = { 'a', 0xC4, 0x8D, 'a', 'h' };
static const symbol s_2_862[2] = { 'i', 'h' };
static const symbol s_2_863[4] = { 'a', 'c', 'i', 'h' };
static const symbol s_2_864[4] = { 'e', 'c', 'i', 'h' };
static const symbol s_2_865[4] = { 'u', 'c', 'i', 'h' };
static const symbol s_2_866[5] = { 'l', 'u', 'c', 'i', 'h' };
static const symbol s_2_867[7] = { 'a', 'n', 'j', 'i', 'j', 'i', 'h' };
static const symbol s_2_868[7] = { 'e', 'n', 'j', 'i', 'j', 'i', 'h' };
static const symbol s_2_869[7] = { 's', 'n', 'j', 'i', 'j', 'i', 'h' };
static const symbol s_2_870[8] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'i', 'h' };
static const symbol s_2_871[5] = { 'k', 'i', 'j', 'i', 'h' };
static const symbol s_2_872[6] = { 's', 'k', 'i', 'j', 'i', 'h' };
static const symbol s_2_873[7] = { 0xC5, 0xA1, 'k', 'i', 'j', 'i', 'h' };
static const symbol s_2_874[6] = { 'e', 'l', 'i', 'j', 'i', 'h' };
static const symbol s_2_875[5] = { 'n', 'i', 'j', 'i', 'h' };
static const symbol s_2_876[6] = { 'o', 's', 'i', 'j', 'i', 'h' };
static const symbol s_2_877[6] = { 'a', 't', 'i', 'j', 'i', 'h' };
static const symbol s_2_878[8] = { 'e', 'v', 'i', 't', 'i', 'j', 'i', 'h' };
static const symbol s_2_879[8] = { 'o', 'v', 'i', 't', 'i', 'j', 'i', 'h' };
static const symbol s_2_880[7] = { 'a', 's', 't', 'i', 'j', 'i', 'h' };
static const symbol s_2_881[6] = { 'a', 'v', 'i', 'j', 'i', 'h' };
static const symbol s_2_882[6] = { 'e', 'v', 'i', 'j', 'i', 'h' };
static const symbol s_2_883[6] = { 'i', 'v', 'i', 'j', 'i', 'h' };
static const symbol s_2_884[6] = { 'o', 'v', 'i', 'j', 'i', 'h' };
static const symbol s_2_885[7] = { 'o', 0xC5, 0xA1, 'i', 'j', 'i', 'h' };
static const symbol s_2_886[5] = { 'a', 'n', 'j', 'i', 'h' };
static const symbol s_2_887[5] = { 'e', 'n', 'j', 'i', 'h' };
static const symbol s_2_888[5] = { 's', 'n', 'j', 'i', 'h' };
static const symbol s_2_889[6] = { 0xC5, 0xA1, 'n', 'j', 'i', 'h' };
static const symbol s_2_890[3] = { 'k', 'i', 'h' };
static const symbol s_2_891[4] = { 's', 'k', 'i', 'h' };
static const symbol s_2_892[5] = { 0xC5, 0xA1, 'k', 'i', 'h' };
static const symbol s_2_893[4] = { 'e', 'l', 'i', 'h' };
static const symbol s_2_894[3] = { 'n', 'i', 'h' };
static const symbol s_2_895[5] = { 'c', 'i', 'n', 'i', 'h' };
static const symbol s_2_896[6] = { 0xC4, 0x8D, 'i', 'n', 'i', 'h' };
static const symbol s_2_897[4] = { 'o', 's', 'i', 'h' };
static const symbol s_2_898[5] = { 'r', 'o', 's', 'i', 'h' };
static const symbol s_2_899[4] = { 'a', 't', 'i', 'h' };
static const symbol s_2_900[5] = { 'j', 'e', 't', 'i', 'h' };
static const symbol s_2_901[6] = { 'e', 'v', 'i', 't', 'i', 'h' };
static const symbol s_2_902[6] = { 'o', 'v', 'i', 't', 'i', 'h' };
static const symbol s_2_903[5] = { 'a', 's', 't', 'i', 'h' };
static const symbol s_2_904[4] = { 'a', 'v', 'i', 'h' };
static const symbol s_2_905[4] = { 'e', 'v', 'i', 'h' };
static const symbol s_2_906[4] = { 'i', 'v', 'i', 'h' };
static const symbol s_2_907[4] = { 'o', 'v', 'i', 'h' };
static const symbol s_2_908[5] = { 'a', 0xC4, 0x87, 'i', 'h' };
static const symbol s_2_909[5] = { 'e', 0xC4, 0x87, 'i', 'h' };
static const symbol s_2_910[5] = { 'u', 0xC4, 0x87, 'i', 'h' };
static const symbol s_2_911[5] = { 'a', 0xC4, 0x8D, 'i', 'h' };
static const symbol s_2_912[6] = { 'l', 'u', 0xC4, 0x8D, 'i', 'h' };
static const symbol s_2_913[5] = { 'o', 0xC5, 0xA1, 'i', 'h' };
static const symbol s_2_914[6] = { 'r', 'o', 0xC5, 0xA1, 'i', 'h' };
static const symbol s_2_915[7] = { 'a', 's', 't', 'a', 'd', 'o', 'h' };
static const symbol s_2_916[7] = { 'i', 's', 't', 'a', 'd', 'o', 'h' };
static const symbol s_2_917[7] = { 'o', 's', 't', 'a', 'd', 'o', 'h' };
static const symbol s_2_918[4] = { 'a', 'c', 'u', 'h' };
static const symbol s_2_919[4] = { 'e', 'c', 'u', 'h' };
static const symbol s_2_920[4] = { 'u', 'c', 'u', 'h' };
static const symbol s_2_921[5] = { 'a', 0xC4, 0x87, 'u', 'h' };
static const symbol s_2_922[5] = { 'e', 0xC4, 0x87, 'u', 'h' };
static const symbol s_2_923[5] = { 'u', 0xC4, 0x87, 'u', 'h' };
static const symbol s_2_924[3] = { 'a', 'c', 'i' };
static const symbol s_2_925[5] = { 'a', 'c', 'e', 'c', 'i' };
static const symbol s_2_926[4] = { 'i', 'e', 'c', 'i' };
static const symbol s_2_927[5] = { 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_928[7] = { 'i', 'r', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_929[7] = { 'u', 'r', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_930[8] = { 'a', 's', 't', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_931[8] = { 'i', 's', 't', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_932[8] = { 'o', 's', 't', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_933[7] = { 'a', 'v', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_934[7] = { 'e', 'v', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_935[7] = { 'i', 'v', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_936[7] = { 'u', 'v', 'a', 'j', 'u', 'c', 'i' };
static const symbol s_2_937[5] = { 'u', 'j', 'u', 'c', 'i' };
static const symbol s_2_938[8] = { 'l', 'u', 'c', 'u', 'j', 'u', 'c', 'i' };
static const symbol s_2_939[7] = { 'i', 'r', 'u', 'j', 'u', 'c', 'i' };
static const symbol s_2_940[4] = { 'l', 'u', 'c', 'i' };
static const symbol s_2_941[4] = { 'n', 'u', 'c', 'i' };
static const symbol s_2_942[5] = { 'e', 't', 'u', 'c', 'i' };
static const symbol s_2_943[6] = { 'a', 's', 't', 'u', 'c', 'i' };
static const symbol s_2_944[2] = { 'g', 'i' };
static const symbol s_2_945[3] = { 'u', 'g', 'i' };
static const symbol s_2_946[3] = { 'a', 'j', 'i' };
static const symbol s_2_947[4] = { 'c', 'a', 'j', 'i' };
static const symbol s_2_948[4] = { 'l', 'a', 'j', 'i' };
static const symbol s_2_949[4] = { 'r', 'a', 'j', 'i' };
static const symbol s_2_950[5] = { 0xC4, 0x87, 'a', 'j', 'i' };
static const symbol s_2_951[5] = { 0xC4, 0x8D, 'a', 'j', 'i' };
static const symbol s_2_952[5] = { 0xC4, 0x91, 'a', 'j', 'i' };
static const symbol s_2_953[4] = { 'b', 'i', 'j', 'i' };
static const symbol s_2_954[4] = { 'c', 'i', 'j', 'i' };
static const symbol s_2_955[4] = { 'd', 'i', 'j', 'i' };
static const symbol s_2_956[4] = { 'f', 'i', 'j', 'i' };
static const symbol s_2_957[4] = { 'g', 'i', 'j', 'i' };
static const symbol s_2_958[6] = { 'a', 'n', 'j', 'i', 'j', 'i' };
static const symbol s_2_959[6] = { 'e', 'n', 'j', 'i', 'j', 'i' };
static const symbol s_2_960[6] = { 's', 'n', 'j', 'i', 'j', 'i' };
static const symbol s_2_961[7] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'i' };
static const symbol s_2_962[4] = { 'k', 'i', 'j', 'i' };
static const symbol s_2_963[5] = { 's', 'k', 'i', 'j', 'i' };
static const symbol s_2_964[6] = { 0xC5, 0xA1, 'k', 'i', 'j', 'i' };
static const symbol s_2_965[4] = { 'l', 'i', 'j', 'i' };
static const symbol s_2_966[5] = { 'e', 'l', 'i', 'j', 'i' };
static const symbol s_2_967[4] = { 'm', 'i', 'j', 'i' };
static const symbol s_2_968[4] = { 'n', 'i', 'j', 'i' };
static const symbol s_2_969[6] = { 'g', 'a', 'n', 'i', 'j', 'i' };
static const symbol s_2_970[6] = { 'm', 'a', 'n', 'i', 'j', 'i' };
static const symbol s_2_971[6] = { 'p', 'a', 'n', 'i', 'j', 'i' };
static const symbol s_2_972[6] = { 'r', 'a', 'n', 'i', 'j', 'i' };
static const symbol s_2_973[6] = { 't', 'a', 'n', 'i', 'j', 'i' };
static const symbol s_2_974[4] = { 'p', 'i', 'j', 'i' };
static const symbol s_2_975[4] = { 'r', 'i', 'j', 'i' };
static const symbol s_2_976[4] = { 's', 'i', 'j', 'i' };
static const symbol s_2_977[5] = { 'o', 's', 'i', 'j', 'i' };
static const symbol s_2_978[4] = { 't', 'i', 'j', 'i' };
static const symbol s_2_979[5] = { 'a', 't', 'i', 'j', 'i' };
static const symbol s_2_980[7] = { 'e', 'v', 'i', 't', 'i', 'j', 'i' };
static const symbol s_2_981[7] = { 'o', 'v', 'i', 't', 'i', 'j', 'i' };
static const symbol s_2_982[6] = { 'a', 's', 't', 'i', 'j', 'i' };
static const symbol s_2_983[5] = { 'a', 'v', 'i', 'j', 'i' };
static const symbol s_2_984[5] = { 'e', 'v', 'i', 'j', 'i' };
static const symbol s_2_985[5] = { 'i', 'v', 'i', 'j', 'i' };
static const symbol s_2_986[5] = { 'o', 'v', 'i', 'j', 'i' };
static const symbol s_2_987[4] = { 'z', 'i', 'j', 'i' };
static const symbol s_2_988[6] = { 'o', 0xC5, 0xA1, 'i', 'j', 'i' };
static const symbol s_2_989[5] = { 0xC5, 0xBE, 'i', 'j', 'i' };
static const symbol s_2_990[4] = { 'a', 'n', 'j', 'i' };
static const symbol s_2_991[4] = { 'e', 'n', 'j', 'i' };
static const symbol s_2_992[4] = { 's', 'n', 'j', 'i' };
static const symbol s_2_993[5] = { 0xC5, 0xA1, 'n', 'j', 'i' };
static const symbol s_2_994[2] = { 'k', 'i' };
static const symbol s_2_995[3] = { 's', 'k', 'i' };
static const symbol s_2_996[4] = { 0xC5, 0xA1, 'k', 'i' };
static const symbol s_2_997[3] = { 'a', 'l', 'i' };
static const symbol s_2_998[5] = { 'a', 'c', 'a', 'l', 'i' };
static const symbol s_2_999[8] = { 'a', 's', 't', 'a', 'j', 'a', 'l', 'i' };
static const symbol s_2_1000[8] = { 'i', 's', 't', 'a', 'j', 'a', 'l', 'i' };
static const symbol s_2_1001[8] = { 'o', 's', 't', 'a', 'j', 'a', 'l', 'i' };
static const symbol s_2_1002[5] = { 'i', 'j', 'a', 'l', 'i' };
static const symbol s_2_1003[6] = { 'i', 'n', 'j', 'a', 'l', 'i' };
static const symbol s_2_1004[4] = { 'n', 'a', 'l', 'i' };
static const symbol s_2_1005[5] = { 'i', 'r', 'a', 'l', 'i' };
static const symbol s_2_1006[5] = { 'u', 'r', 'a', 'l', 'i' };
static const symbol s_2_1007[4] = { 't', 'a', 'l', 'i' };
static const symbol s_2_1008[6] = { 'a', 's', 't', 'a', 'l', 'i' };
static const symbol s_2_1009[6] = { 'i', 's', 't', 'a', 'l', 'i' };
static const symbol s_2_1010[6] = { 'o', 's', 't', 'a', 'l', 'i' };
static const symbol s_2_1011[5] = { 'a', 'v', 'a', 'l', 'i' };
static const symbol s_2_1012[5] = { 'e', 'v', 'a', 'l', 'i' };
static const symbol s_2_1013[5] = { 'i', 'v', 'a', 'l', 'i' };
static const symbol s_2_1014[5] = { 'o', 'v', 'a', 'l', 'i' };
static const symbol s_2_1015[5] = { 'u', 'v', 'a', 'l', 'i' };
static const symbol s_2_1016[6] = { 'a', 0xC4, 0x8D, 'a', 'l', 'i' };
static const symbol s_2_1017[3] = { 'e', 'l', 'i' };
static const symbol s_2_1018[3] = { 'i', 'l', 'i' };
static const symbol s_2_1019[5] = { 'a', 'c', 'i', 'l', 'i' };
static const symbol s_2_1020[6] = { 'l', 'u', 'c', 'i', 'l', 'i' };
static const symbol s_2_1021[4] = { 'n', 'i', 'l', 'i' };
static const symbol s_2_1022[6] = { 'r', 'o', 's', 'i', 'l', 'i' };
static const symbol s_2_1023[6] = { 'j', 'e', 't', 'i', 'l', 'i' };
static const symbol s_2_1024[5] = { 'o', 'z', 'i', 'l', 'i' };
static const symbol s_2_1025[6] = { 'a', 0xC4, 0x8D, 'i', 'l', 'i' };
static const symbol s_2_1026[7] = { 'l', 'u', 0xC4, 0x8D, 'i', 'l', 'i' };
static const symbol s_2_1027[7] = { 'r', 'o', 0xC5, 0xA1, 'i', 'l', 'i' };
static const symbol s_2_1028[3] = { 'o', 'l', 'i' };
static const symbol s_2_1029[4] = { 'a', 's', 'l', 'i' };
static const symbol s_2_1030[4] = { 'n', 'u', 'l', 'i' };
static const symbol s_2_1031[4] = { 'r', 'a', 'm', 'i' };
static const symbol s_2_1032[4] = { 'l', 'e', 'm', 'i' };
static const symbol s_2_1033[2] = { 'n', 'i' };
static const symbol s_2_1034[3] = { 'a', 'n', 'i' };
static const symbol s_2_1035[5] = { 'a', 'c', 'a', 'n', 'i' };
static const symbol s_2_1036[5] = { 'u', 'r', 'a', 'n', 'i' };
static const symbol s_2_1037[4] = { 't', 'a', 'n', 'i' };
static const symbol s_2_1038[5] = { 'a', 'v', 'a', 'n', 'i' };
static const symbol s_2_1039[5] = { 'e', 'v', 'a', 'n', 'i' };
static const symbol s_2_1040[5] = { 'i', 'v', 'a', 'n', 'i' };
static const symbol s_2_1041[5] = { 'u', 'v', 'a', 'n', 'i' };
static const symbol s_2_1042[6] = { 'a', 0xC4, 0x8D, 'a', 'n', 'i' };
static const symbol s_2_1043[5] = { 'a', 'c', 'e', 'n', 'i' };
static const symbol s_2_1044[6] = { 'l', 'u', 'c', 'e', 'n', 'i' };
static const symbol s_2_1045[6] = { 'a', 0xC4, 0x8D, 'e', 'n', 'i' };
static const symbol s_2_1046[7] = { 'l', 'u', 0xC4, 0x8D, 'e', 'n', 'i' };
static const symbol s_2_1047[3] = { 'i', 'n', 'i' };
static const symbol s_2_1048[4] = { 'c', 'i', 'n', 'i' };
static const symbol s_2_1049[5] = { 0xC4, 0x8D, 'i', 'n', 'i' };
static const symbol s_2_1050[3] = { 'o', 'n', 'i' };
static const symbol s_2_1051[3] = { 'a', 'r', 'i' };
static const symbol s_2_1052[3] = { 'd', 'r', 'i' };
static const symbol s_2_1053[3] = { 'e', 'r', 'i' };
static const symbol s_2_1054[3] = { 'o', 'r', 'i' };
static const symbol s_2_1055[4] = { 'b', 'a', 's', 'i' };
static const symbol s_2_1056[4] = { 'g', 'a', 's', 'i' };
static const symbol s_2_1057[4] = { 'j', 'a', 's', 'i' };
static const symbol s_2_1058[4] = { 'k', 'a', 's', 'i' };
static const symbol s_2_1059[4] = { 'n', 'a', 's', 'i' };
static const symbol s_2_1060[4] = { 't', 'a', 's', 'i' };
static const symbol s_2_1061[4] = { 'v', 'a', 's', 'i' };
static const symbol s_2_1062[3] = { 'e', 's', 'i' };
static const symbol s_2_1063[3] = { 'i', 's', 'i' };
static const symbol s_2_1064[3] = { 'o', 's', 'i' };
static const symbol s_2_1065[4] = { 'a', 'v', 's', 'i' };
static const symbol s_2_1066[6] = { 'a', 'c', 'a', 'v', 's', 'i' };
static const symbol s_2_1067[6] = { 'i', 'r', 'a', 'v', 's', 'i' };
static const symbol s_2_1068[5] = { 't', 'a', 'v', 's', 'i' };
static const symbol s_2_1069[6] = { 'e', 't', 'a', 'v', 's', 'i' };
static const symbol s_2_1070[7] = { 'a', 's', 't', 'a', 'v', 's', 'i' };
static const symbol s_2_1071[7] = { 'i', 's', 't', 'a', 'v', 's', 'i' };
static const symbol s_2_1072[7] = { 'o', 's', 't', 'a', 'v', 's', 'i' };
static const symbol s_2_1073[4] = { 'i', 'v', 's', 'i' };
static const symbol s_2_1074[5] = { 'n', 'i', 'v', 's', 'i' };
static const symbol s_2_1075[7] = { 'r', 'o', 's', 'i', 'v', 's', 'i' };
static const symbol s_2_1076[5] = { 'n', 'u', 'v', 's', 'i' };
static const symbol s_2_1077[3] = { 'a', 't', 'i' };
static const symbol s_2_1078[5] = { 'a', 'c', 'a', 't', 'i' };
static const symbol s_2_1079[8] = { 'a', 's', 't', 'a', 'j', 'a', 't', 'i' };
static const symbol s_2_1080[8] = { 'i', 's', 't', 'a', 'j', 'a', 't', 'i' };
static const symbol s_2_1081[8] = { 'o', 's', 't', 'a', 'j', 'a', 't', 'i' };
static const symbol s_2_1082[6] = { 'i', 'n', 'j', 'a', 't', 'i' };
static const symbol s_2_1083[5] = { 'i', 'k', 'a', 't', 'i' };
static const symbol s_2_1084[4] = { 'l', 'a', 't', 'i' };
static const symbol s_2_1085[5] = { 'i', 'r', 'a', 't', 'i' };
static const symbol s_2_1086[5] = { 'u', 'r', 'a', 't', 'i' };
static const symbol s_2_1087[4] = { 't', 'a', 't', 'i' };
static const symbol s_2_1088[6] = { 'a', 's', 't', 'a', 't', 'i' };
static const symbol s_2_1089[6] = { 'i', 's', 't', 'a', 't', 'i' };
static const symbol s_2_1090[6] = { 'o', 's', 't', 'a', 't', 'i' };
static const symbol s_2_1091[5] = { 'a', 'v', 'a', 't', 'i' };
static const symbol s_2_1092[5] = { 'e', 'v', 'a', 't', 'i' };
static const symbol s_2_1093[5] = { 'i', 'v', 'a', 't', 'i' };
static const symbol s_2_1094[5] = { 'o', 'v', 'a', 't', 'i' };
static const symbol s_2_1095[5] = { 'u', 'v', 'a', 't', 'i' };
static const symbol s_2_1096[6] = { 'a', 0xC4, 0x8D, 'a', 't', 'i' };
static const symbol s_2_1097[3] = { 'e', 't', 'i' };
static const symbol s_2_1098[3] = { 'i', 't', 'i' };
static const symbol s_2_1099[5] = { 'a', 'c', 'i', 't', 'i' };
static const symbol s_2_1100[6] = { 'l', 'u', 'c', 'i', 't', 'i' };
static const symbol s_2_1101[4] = { 'n', 'i', 't', 'i' };
static const symbol s_2_1102[6] = { 'r', 'o', 's', 'i', 't', 'i' };
static const symbol s_2_1103[6] = { 'j', 'e', 't', 'i', 't', 'i' };
static const symbol s_2_1104[5] = { 'e', 'v', 'i', 't', 'i' };
static const symbol s_2_1105[5] = { 'o', 'v', 'i', 't', 'i' };
static const symbol s_2_1106[6] = { 'a', 0xC4, 0x8D, 'i', 't', 'i' };
static const symbol s_2_1107[7] = { 'l', 'u', 0xC4, 0x8D, 'i', 't', 'i' };
static const symbol s_2_1108[7] = { 'r', 'o', 0xC5, 0xA1, 'i', 't', 'i' };
static const symbol s_2_1109[4] = { 'a', 's', 't', 'i' };
static const symbol s_2_1110[4] = { 'e', 's', 't', 'i' };
static const symbol s_2_1111[4] = { 'i', 's', 't', 'i' };
static const symbol s_2_1112[4] = { 'k', 's', 't', 'i' };
static const symbol s_2_1113[4] = { 'o', 's', 't', 'i' };
static const symbol s_2_1114[4] = { 'n', 'u', 't', 'i' };
static const symbol s_2_1115[3] = { 'a', 'v', 'i' };
static const symbol s_2_1116[3] = { 'e', 'v', 'i' };
static const symbol s_2_1117[5] = { 'a', 'j', 'e', 'v', 'i' };
static const symbol s_2_1118[6] = { 'c', 'a', 'j', 'e', 'v', 'i' };
static const symbol s_2_1119[6] = { 'l', 'a', 'j', 'e', 'v', 'i' };
static const symbol s_2_1120[6] = { 'r', 'a', 'j', 'e', 'v', 'i' };
static const symbol s_2_1121[7] = { 0xC4, 0x87, 'a', 'j', 'e', 'v', 'i' };
static const symbol s_2_1122[7] = { 0xC4, 0x8D, 'a', 'j', 'e', 'v', 'i' };
static const symbol s_2_1123[7] = { 0xC4, 0x91, 'a', 'j', 'e', 'v', 'i' };
static const symbol s_2_1124[3] = { 'i', 'v', 'i' };
static const symbol s_2_1125[3] = { 'o', 'v', 'i' };
static const symbol s_2_1126[4] = { 'g', 'o', 'v', 'i' };
static const symbol s_2_1127[5] = { 'u', 'g', 'o', 'v', 'i' };
static const symbol s_2_1128[4] = { 'l', 'o', 'v', 'i' };
static const symbol s_2_1129[5] = { 'o', 'l', 'o', 'v', 'i' };
static const symbol s_2_1130[4] = { 'm', 'o', 'v', 'i' };
static const symbol s_2_1131[5] = { 'o', 'n', 'o', 'v', 'i' };
static const symbol s_2_1132[5] = { 'i', 'e', 0xC4, 0x87, 'i' };
static const symbol s_2_1133[7] = { 'a', 0xC4, 0x8D, 'e', 0xC4, 0x87, 'i' };
static const symbol s_2_1134[6] = { 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1135[8] = { 'i', 'r', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1136[8] = { 'u', 'r', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1137[9] = { 'a', 's', 't', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1138[9] = { 'i', 's', 't', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1139[9] = { 'o', 's', 't', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1140[8] = { 'a', 'v', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1141[8] = { 'e', 'v', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1142[8] = { 'i', 'v', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1143[8] = { 'u', 'v', 'a', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1144[6] = { 'u', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1145[8] = { 'i', 'r', 'u', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1146[10] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1147[5] = { 'n', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1148[6] = { 'e', 't', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1149[7] = { 'a', 's', 't', 'u', 0xC4, 0x87, 'i' };
static const symbol s_2_1150[4] = { 'a', 0xC4, 0x8D, 'i' };
static const symbol s_2_1151[5] = { 'l', 'u', 0xC4, 0x8D, 'i' };
static const symbol s_2_1152[5] = { 'b', 'a', 0xC5, 0xA1, 'i' };
static const symbol s_2_1153[5] = { 'g', 'a', 0xC5, 0xA1, 'i' };
static const symbol s_2_1154[5] = { 'j', 'a', 0xC5, 0xA1, 'i' };
static const symbol s_2_1155[5] = { 'k', 'a', 0xC5, 0xA1, 'i' };
static const symbol s_2_1156[5] = { 'n', 'a', 0xC5, 0xA1, 'i' };
static const symbol s_2_1157[5] = { 't', 'a', 0xC5, 0xA1, 'i' };
static const symbol s_2_1158[5] = { 'v', 'a', 0xC5, 0xA1, 'i' };
static const symbol s_2_1159[4] = { 'e', 0xC5, 0xA1, 'i' };
static const symbol s_2_1160[4] = { 'i', 0xC5, 0xA1, 'i' };
static const symbol s_2_1161[4] = { 'o', 0xC5, 0xA1, 'i' };
static const symbol s_2_1162[5] = { 'a', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1163[7] = { 'i', 'r', 'a', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1164[6] = { 't', 'a', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1165[7] = { 'e', 't', 'a', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1166[8] = { 'a', 's', 't', 'a', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1167[8] = { 'i', 's', 't', 'a', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1168[8] = { 'o', 's', 't', 'a', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1169[8] = { 'a', 0xC4, 0x8D, 'a', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1170[5] = { 'i', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1171[6] = { 'n', 'i', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1172[9] = { 'r', 'o', 0xC5, 0xA1, 'i', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1173[6] = { 'n', 'u', 'v', 0xC5, 0xA1, 'i' };
static const symbol s_2_1174[2] = { 'a', 'j' };
static const symbol s_2_1175[4] = { 'u', 'r', 'a', 'j' };
static const symbol s_2_1176[3] = { 't', 'a', 'j' };
static const symbol s_2_1177[4] = { 'a', 'v', 'a', 'j' };
static const symbol s_2_1178[4] = { 'e', 'v', 'a', 'j' };
static const symbol s_2_1179[4] = { 'i', 'v', 'a', 'j' };
static const symbol s_2_1180[4] = { 'u', 'v', 'a', 'j' };
static const symbol s_2_1181[2] = { 'i', 'j' };
static const symbol s_2_1182[4] = { 'a', 'c', 'o', 'j' };
static const symbol s_2_1183[4] = { 'e', 'c', 'o', 'j' };
static const symbol s_2_1184[4] = { 'u', 'c', 'o', 'j' };
static const symbol s_2_1185[7] = { 'a', 'n', 'j', 'i', 'j', 'o', 'j' };
static const symbol s_2_1186[7] = { 'e', 'n', 'j', 'i', 'j', 'o', 'j' };
static const symbol s_2_1187[7] = { 's', 'n', 'j', 'i', 'j', 'o', 'j' };
static const symbol s_2_1188[8] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'o', 'j' };
static const symbol s_2_1189[5] = { 'k', 'i', 'j', 'o', 'j' };
static const symbol s_2_1190[6] = { 's', 'k', 'i', 'j', 'o', 'j' };
static const symbol s_2_1191[7] = { 0xC5, 0xA1, 'k', 'i', 'j', 'o', 'j' };
static const symbol s_2_1192[6] = { 'e', 'l', 'i', 'j', 'o', 'j' };
static const symbol s_2_1193[5] = { 'n', 'i', 'j', 'o', 'j' };
static const symbol s_2_1194[6] = { 'o', 's', 'i', 'j', 'o', 'j' };
static const symbol s_2_1195[8] = { 'e', 'v', 'i', 't', 'i', 'j', 'o', 'j' };
static const symbol s_2_1196[8] = { 'o', 'v', 'i', 't', 'i', 'j', 'o', 'j' };
static const symbol s_2_1197[7] = { 'a', 's', 't', 'i', 'j', 'o', 'j' };
static const symbol s_2_1198[6] = { 'a', 'v', 'i', 'j', 'o', 'j' };
static const symbol s_2_1199[6] = { 'e', 'v', 'i', 'j', 'o', 'j' };
static const symbol s_2_1200[6] = { 'i', 'v', 'i', 'j', 'o', 'j' };
static const symbol s_2_1201[6] = { 'o', 'v', 'i', 'j', 'o', 'j' };
static const symbol s_2_1202[7] = { 'o', 0xC5, 0xA1, 'i', 'j', 'o', 'j' };
static const symbol s_2_1203[5] = { 'a', 'n', 'j', 'o', 'j' };
static const symbol s_2_1204[5] = { 'e', 'n', 'j', 'o', 'j' };
static const symbol s_2_1205[5] = { 's', 'n', 'j', 'o', 'j' };
static const symbol s_2_1206[6] = { 0xC5, 0xA1, 'n', 'j', 'o', 'j' };
static const symbol s_2_1207[3] = { 'k', 'o', 'j' };
static const symbol s_2_1208[4] = { 's', 'k', 'o', 'j' };
static const symbol s_2_1209[5] = { 0xC5, 0xA1, 'k', 'o', 'j' };
static const symbol s_2_1210[4] = { 'a', 'l', 'o', 'j' };
static const symbol s_2_1211[4] = { 'e', 'l', 'o', 'j' };
static const symbol s_2_1212[3] = { 'n', 'o', 'j' };
static const symbol s_2_1213[5] = { 'c', 'i', 'n', 'o', 'j' };
static const symbol s_2_1214[6] = { 0xC4, 0x8D, 'i', 'n', 'o', 'j' };
static const symbol s_2_1215[4] = { 'o', 's', 'o', 'j' };
static const symbol s_2_1216[4] = { 'a', 't', 'o', 'j' };
static const symbol s_2_1217[6] = { 'e', 'v', 'i', 't', 'o', 'j' };
static const symbol s_2_1218[6] = { 'o', 'v', 'i', 't', 'o', 'j' };
static const symbol s_2_1219[5] = { 'a', 's', 't', 'o', 'j' };
static const symbol s_2_1220[4] = { 'a', 'v', 'o', 'j' };
static const symbol s_2_1221[4] = { 'e', 'v', 'o', 'j' };
static const symbol s_2_1222[4] = { 'i', 'v', 'o', 'j' };
static const symbol s_2_1223[4] = { 'o', 'v', 'o', 'j' };
static const symbol s_2_1224[5] = { 'a', 0xC4, 0x87, 'o', 'j' };
static const symbol s_2_1225[5] = { 'e', 0xC4, 0x87, 'o', 'j' };
static const symbol s_2_1226[5] = { 'u', 0xC4, 0x87, 'o', 'j' };
static const symbol s_2_1227[5] = { 'o', 0xC5, 0xA1, 'o', 'j' };
static const symbol s_2_1228[5] = { 'l', 'u', 'c', 'u', 'j' };
static const symbol s_2_1229[4] = { 'i', 'r', 'u', 'j' };
static const symbol s_2_1230[6] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j' };
static const symbol s_2_1231[2] = { 'a', 'l' };
static const symbol s_2_1232[4] = { 'i', 'r', 'a', 'l' };
static const symbol s_2_1233[4] = { 'u', 'r', 'a', 'l' };
static const symbol s_2_1234[2] = { 'e', 'l' };
static const symbol s_2_1235[2] = { 'i', 'l' };
static const symbol s_2_1236[2] = { 'a', 'm' };
static const symbol s_2_1237[4] = { 'a', 'c', 'a', 'm' };
static const symbol s_2_1238[4] = { 'i', 'r', 'a', 'm' };
static const symbol s_2_1239[4] = { 'u', 'r', 'a', 'm' };
static const symbol s_2_1240[3] = { 't', 'a', 'm' };
static const symbol s_2_1241[4] = { 'a', 'v', 'a', 'm' };
static const symbol s_2_1242[4] = { 'e', 'v', 'a', 'm' };
static const symbol s_2_1243[4] = { 'i', 'v', 'a', 'm' };
static const symbol s_2_1244[4] = { 'u', 'v', 'a', 'm' };
static const symbol s_2_1245[5] = { 'a', 0xC4, 0x8D, 'a', 'm' };
static const symbol s_2_1246[2] = { 'e', 'm' };
static const symbol s_2_1247[4] = { 'a', 'c', 'e', 'm' };
static const symbol s_2_1248[4] = { 'e', 'c', 'e', 'm' };
static const symbol s_2_1249[4] = { 'u', 'c', 'e', 'm' };
static const symbol s_2_1250[7] = { 'a', 's', 't', 'a', 'd', 'e', 'm' };
static const symbol s_2_1251[7] = { 'i', 's', 't', 'a', 'd', 'e', 'm' };
static const symbol s_2_1252[7] = { 'o', 's', 't', 'a', 'd', 'e', 'm' };
static const symbol s_2_1253[4] = { 'a', 'j', 'e', 'm' };
static const symbol s_2_1254[5] = { 'c', 'a', 'j', 'e', 'm' };
static const symbol s_2_1255[5] = { 'l', 'a', 'j', 'e', 'm' };
static const symbol s_2_1256[5] = { 'r', 'a', 'j', 'e', 'm' };
static const symbol s_2_1257[7] = { 'a', 's', 't', 'a', 'j', 'e', 'm' };
static const symbol s_2_1258[7] = { 'i', 's', 't', 'a', 'j', 'e', 'm' };
static const symbol s_2_1259[7] = { 'o', 's', 't', 'a', 'j', 'e', 'm' };
static const symbol s_2_1260[6] = { 0xC4, 0x87, 'a', 'j', 'e', 'm' };
static const symbol s_2_1261[6] = { 0xC4, 0x8D, 'a', 'j', 'e', 'm' };
static const symbol s_2_1262[6] = { 0xC4, 0x91, 'a', 'j', 'e', 'm' };
static const symbol s_2_1263[4] = { 'i', 'j', 'e', 'm' };
static const symbol s_2_1264[7] = { 'a', 'n', 'j', 'i', 'j', 'e', 'm' };
static const symbol s_2_1265[7] = { 'e', 'n', 'j', 'i', 'j', 'e', 'm' };
static const symbol s_2_1266[7] = { 's', 'n', 'j', 'i', 'j', 'e', 'm' };
static const symbol s_2_1267[8] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'e', 'm' };
static const symbol s_2_1268[5] = { 'k', 'i', 'j', 'e', 'm' };
static const symbol s_2_1269[6] = { 's', 'k', 'i', 'j', 'e', 'm' };
static const symbol s_2_1270[7] = { 0xC5, 0xA1, 'k', 'i', 'j', 'e', 'm' };
static const symbol s_2_1271[5] = { 'l', 'i', 'j', 'e', 'm' };
static const symbol s_2_1272[6] = { 'e', 'l', 'i', 'j', 'e', 'm' };
static const symbol s_2_1273[5] = { 'n', 'i', 'j', 'e', 'm' };
static const symbol s_2_1274[7] = { 'r', 'a', 'r', 'i', 'j', 'e', 'm' };
static const symbol s_2_1275[5] = { 's', 'i', 'j', 'e', 'm' };
static const symbol s_2_1276[6] = { 'o', 's', 'i', 'j', 'e', 'm' };
static const symbol s_2_1277[6] = { 'a', 't', 'i', 'j', 'e', 'm' };
static const symbol s_2_1278[8] = { 'e', 'v', 'i', 't', 'i', 'j', 'e', 'm' };
static const symbol s_2_1279[8] = { 'o', 'v', 'i', 't', 'i', 'j', 'e', 'm' };
static const symbol s_2_1280[6] = { 'o', 't', 'i', 'j', 'e', 'm' };
static const symbol s_2_1281[7] = { 'a', 's', 't', 'i', 'j', 'e', 'm' };
static const symbol s_2_1282[6] = { 'a', 'v', 'i', 'j', 'e', 'm' };
static const symbol s_2_1283[6] = { 'e', 'v', 'i', 'j', 'e', 'm' };
static const symbol s_2_1284[6] = { 'i', 'v', 'i', 'j', 'e', 'm' };
static const symbol s_2_1285[6] = { 'o', 'v', 'i', 'j', 'e', 'm' };
static const symbol s_2_1286[7] = { 'o', 0xC5, 0xA1, 'i', 'j', 'e', 'm' };
static const symbol s_2_1287[5] = { 'a', 'n', 'j', 'e', 'm' };
static const symbol s_2_1288[5] = { 'e', 'n', 'j', 'e', 'm' };
static const symbol s_2_1289[5] = { 'i', 'n', 'j', 'e', 'm' };
static const symbol s_2_1290[5] = { 's', 'n', 'j', 'e', 'm' };
static const symbol s_2_1291[6] = { 0xC5, 0xA1, 'n', 'j', 'e', 'm' };
static const symbol s_2_1292[4] = { 'u', 'j', 'e', 'm' };
static const symbol s_2_1293[7] = { 'l', 'u', 'c', 'u', 'j', 'e', 'm' };
static const symbol s_2_1294[6] = { 'i', 'r', 'u', 'j', 'e', 'm' };
static const symbol s_2_1295[8] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 'e', 'm' };
static const symbol s_2_1296[3] = { 'k', 'e', 'm' };
static const symbol s_2_1297[4] = { 's', 'k', 'e', 'm' };
static const symbol s_2_1298[5] = { 0xC5, 0xA1, 'k', 'e', 'm' };
static const symbol s_2_1299[4] = { 'e', 'l', 'e', 'm' };
static const symbol s_2_1300[3] = { 'n', 'e', 'm' };
static const symbol s_2_1301[4] = { 'a', 'n', 'e', 'm' };
static const symbol s_2_1302[7] = { 'a', 's', 't', 'a', 'n', 'e', 'm' };
static const symbol s_2_1303[7] = { 'i', 's', 't', 'a', 'n', 'e', 'm' };
static const symbol s_2_1304[7] = { 'o', 's', 't', 'a', 'n', 'e', 'm' };
static const symbol s_2_1305[4] = { 'e', 'n', 'e', 'm' };
static const symbol s_2_1306[4] = { 's', 'n', 'e', 'm' };
static const symbol s_2_1307[5] = { 0xC5, 0xA1, 'n', 'e', 'm' };
static const symbol s_2_1308[5] = { 'b', 'a', 's', 'e', 'm' };
static const symbol s_2_1309[5] = { 'g', 'a', 's', 'e', 'm' };
static const symbol s_2_1310[5] = { 'j', 'a', 's', 'e', 'm' };
static const symbol s_2_1311[5] = { 'k', 'a', 's', 'e', 'm' };
static const symbol s_2_1312[5] = { 'n', 'a', 's', 'e', 'm' };
static const symbol s_2_1313[5] = { 't', 'a', 's', 'e', 'm' };
static const symbol s_2_1314[5] = { 'v', 'a', 's', 'e', 'm' };
static const symbol s_2_1315[4] = { 'e', 's', 'e', 'm' };
static const symbol s_2_1316[4] = { 'i', 's', 'e', 'm' };
static const symbol s_2_1317[4] = { 'o', 's', 'e', 'm' };
static const symbol s_2_1318[4] = { 'a', 't', 'e', 'm' };
static const symbol s_2_1319[4] = { 'e', 't', 'e', 'm' };
static const symbol s_2_1320[6] = { 'e', 'v', 'i', 't', 'e', 'm' };
static const symbol s_2_1321[6] = { 'o', 'v', 'i', 't', 'e', 'm' };
static const symbol s_2_1322[5] = { 'a', 's', 't', 'e', 'm' };
static const symbol s_2_1323[5] = { 'i', 's', 't', 'e', 'm' };
static const symbol s_2_1324[6] = { 'i', 0xC5, 0xA1, 't', 'e', 'm' };
static const symbol s_2_1325[4] = { 'a', 'v', 'e', 'm' };
static const symbol s_2_1326[4] = { 'e', 'v', 'e', 'm' };
static const symbol s_2_1327[4] = { 'i', 'v', 'e', 'm' };
static const symbol s_2_1328[5] = { 'a', 0xC4, 0x87, 'e', 'm' };
static const symbol s_2_1329[5] = { 'e', 0xC4, 0x87, 'e', 'm' };
static const symbol s_2_1330[5] = { 'u', 0xC4, 0x87, 'e', 'm' };
static const symbol s_2_1331[6] = { 'b', 'a', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1332[6] = { 'g', 'a', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1333[6] = { 'j', 'a', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1334[6] = { 'k', 'a', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1335[6] = { 'n', 'a', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1336[6] = { 't', 'a', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1337[6] = { 'v', 'a', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1338[5] = { 'e', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1339[5] = { 'i', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1340[5] = { 'o', 0xC5, 0xA1, 'e', 'm' };
static const symbol s_2_1341[2] = { 'i', 'm' };
static const symbol s_2_1342[4] = { 'a', 'c', 'i', 'm' };
static const symbol s_2_1343[4] = { 'e', 'c', 'i', 'm' };
static const symbol s_2_1344[4] = { 'u', 'c', 'i', 'm' };
static const symbol s_2_1345[5] = { 'l', 'u', 'c', 'i', 'm' };
static const symbol s_2_1346[7] = { 'a', 'n', 'j', 'i', 'j', 'i', 'm' };
static const symbol s_2_1347[7] = { 'e', 'n', 'j', 'i', 'j', 'i', 'm' };
static const symbol s_2_1348[7] = { 's', 'n', 'j', 'i', 'j', 'i', 'm' };
static const symbol s_2_1349[8] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'i', 'm' };
static const symbol s_2_1350[5] = { 'k', 'i', 'j', 'i', 'm' };
static const symbol s_2_1351[6] = { 's', 'k', 'i', 'j', 'i', 'm' };
static const symbol s_2_1352[7] = { 0xC5, 0xA1, 'k', 'i', 'j', 'i', 'm' };
static const symbol s_2_1353[6] = { 'e', 'l', 'i', 'j', 'i', 'm' };
static const symbol s_2_1354[5] = { 'n', 'i', 'j', 'i', 'm' };
static const symbol s_2_1355[6] = { 'o', 's', 'i', 'j', 'i', 'm' };
static const symbol s_2_1356[6] = { 'a', 't', 'i', 'j', 'i', 'm' };
static const symbol s_2_1357[8] = { 'e', 'v', 'i', 't', 'i', 'j', 'i', 'm' };
static const symbol s_2_1358[8] = { 'o', 'v', 'i', 't', 'i', 'j', 'i', 'm' };
static const symbol s_2_1359[7] = { 'a', 's', 't', 'i', 'j', 'i', 'm' };
static const symbol s_2_1360[6] = { 'a', 'v', 'i', 'j', 'i', 'm' };
static const symbol s_2_1361[6] = { 'e', 'v', 'i', 'j', 'i', 'm' };
static const symbol s_2_1362[6] = { 'i', 'v', 'i', 'j', 'i', 'm' };
static const symbol s_2_1363[6] = { 'o', 'v', 'i', 'j', 'i', 'm' };
static const symbol s_2_1364[7] = { 'o', 0xC5, 0xA1, 'i', 'j', 'i', 'm' };
static const symbol s_2_1365[5] = { 'a', 'n', 'j', 'i', 'm' };
static const symbol s_2_1366[5] = { 'e', 'n', 'j', 'i', 'm' };
static const symbol s_2_1367[5] = { 's', 'n', 'j', 'i', 'm' };
static const symbol s_2_1368[6] = { 0xC5, 0xA1, 'n', 'j', 'i', 'm' };
static const symbol s_2_1369[3] = { 'k', 'i', 'm' };
static const symbol s_2_1370[4] = { 's', 'k', 'i', 'm' };
static const symbol s_2_1371[5] = { 0xC5, 0xA1, 'k', 'i', 'm' };
static const symbol s_2_1372[4] = { 'e', 'l', 'i', 'm' };
static const symbol s_2_1373[3] = { 'n', 'i', 'm' };
static const symbol s_2_1374[5] = { 'c', 'i', 'n', 'i', 'm' };
static const symbol s_2_1375[6] = { 0xC4, 0x8D, 'i', 'n', 'i', 'm' };
static const symbol s_2_1376[4] = { 'o', 's', 'i', 'm' };
static const symbol s_2_1377[5] = { 'r', 'o', 's', 'i', 'm' };
static const symbol s_2_1378[4] = { 'a', 't', 'i', 'm' };
static const symbol s_2_1379[5] = { 'j', 'e', 't', 'i', 'm' };
static const symbol s_2_1380[6] = { 'e', 'v', 'i', 't', 'i', 'm' };
static const symbol s_2_1381[6] = { 'o', 'v', 'i', 't', 'i', 'm' };
static const symbol s_2_1382[5] = { 'a', 's', 't', 'i', 'm' };
static const symbol s_2_1383[4] = { 'a', 'v', 'i', 'm' };
static const symbol s_2_1384[4] = { 'e', 'v', 'i', 'm' };
static const symbol s_2_1385[4] = { 'i', 'v', 'i', 'm' };
static const symbol s_2_1386[4] = { 'o', 'v', 'i', 'm' };
static const symbol s_2_1387[5] = { 'a', 0xC4, 0x87, 'i', 'm' };
static const symbol s_2_1388[5] = { 'e', 0xC4, 0x87, 'i', 'm' };
static const symbol s_2_1389[5] = { 'u', 0xC4, 0x87, 'i', 'm' };
static const symbol s_2_1390[5] = { 'a', 0xC4, 0x8D, 'i', 'm' };
static const symbol s_2_1391[6] = { 'l', 'u', 0xC4, 0x8D, 'i', 'm' };
static const symbol s_2_1392[5] = { 'o', 0xC5, 0xA1, 'i', 'm' };
static const symbol s_2_1393[6] = { 'r', 'o', 0xC5, 0xA1, 'i', 'm' };
static const symbol s_2_1394[4] = { 'a', 'c', 'o', 'm' };
static const symbol s_2_1395[4] = { 'e', 'c', 'o', 'm' };
static const symbol s_2_1396[4] = { 'u', 'c', 'o', 'm' };
static const symbol s_2_1397[3] = { 'g', 'o', 'm' };
static const symbol s_2_1398[5] = { 'l', 'o', 'g', 'o', 'm' };
static const symbol s_2_1399[4] = { 'u', 'g', 'o', 'm' };
static const symbol s_2_1400[5] = { 'b', 'i', 'j', 'o', 'm' };
static const symbol s_2_1401[5] = { 'c', 'i', 'j', 'o', 'm' };
static const symbol s_2_1402[5] = { 'd', 'i', 'j', 'o', 'm' };
static const symbol s_2_1403[5] = { 'f', 'i', 'j', 'o', 'm' };
static const symbol s_2_1404[5] = { 'g', 'i', 'j', 'o', 'm' };
static const symbol s_2_1405[5] = { 'l', 'i', 'j', 'o', 'm' };
static const symbol s_2_1406[5] = { 'm', 'i', 'j', 'o', 'm' };
static const symbol s_2_1407[5] = { 'n', 'i', 'j', 'o', 'm' };
static const symbol s_2_1408[7] = { 'g', 'a', 'n', 'i', 'j', 'o', 'm' };
static const symbol s_2_1409[7] = { 'm', 'a', 'n', 'i', 'j', 'o', 'm' };
static const symbol s_2_1410[7] = { 'p', 'a', 'n', 'i', 'j', 'o', 'm' };
static const symbol s_2_1411[7] = { 'r', 'a', 'n', 'i', 'j', 'o', 'm' };
static const symbol s_2_1412[7] = { 't', 'a', 'n', 'i', 'j', 'o', 'm' };
static const symbol s_2_1413[5] = { 'p', 'i', 'j', 'o', 'm' };
static const symbol s_2_1414[5] = { 'r', 'i', 'j', 'o', 'm' };
static const symbol s_2_1415[5] = { 's', 'i', 'j', 'o', 'm' };
static const symbol s_2_1416[5] = { 't', 'i', 'j', 'o', 'm' };
static const symbol s_2_1417[5] = { 'z', 'i', 'j', 'o', 'm' };
static const symbol s_2_1418[6] = { 0xC5, 0xBE, 'i', 'j', 'o', 'm' };
static const symbol s_2_1419[5] = { 'a', 'n', 'j', 'o', 'm' };
static const symbol s_2_1420[5] = { 'e', 'n', 'j', 'o', 'm' };
static const symbol s_2_1421[5] = { 's', 'n', 'j', 'o', 'm' };
static const symbol s_2_1422[6] = { 0xC5, 0xA1, 'n', 'j', 'o', 'm' };
static const symbol s_2_1423[3] = { 'k', 'o', 'm' };
static const symbol s_2_1424[4] = { 's', 'k', 'o', 'm' };
static const symbol s_2_1425[5] = { 0xC5, 0xA1, 'k', 'o', 'm' };
static const symbol s_2_1426[4] = { 'a', 'l', 'o', 'm' };
static const symbol s_2_1427[6] = { 'i', 'j', 'a', 'l', 'o', 'm' };
static const symbol s_2_1428[5] = { 'n', 'a', 'l', 'o', 'm' };
static const symbol s_2_1429[4] = { 'e', 'l', 'o', 'm' };
static const symbol s_2_1430[4] = { 'i', 'l', 'o', 'm' };
static const symbol s_2_1431[6] = { 'o', 'z', 'i', 'l', 'o', 'm' };
static const symbol s_2_1432[4] = { 'o', 'l', 'o', 'm' };
static const symbol s_2_1433[5] = { 'r', 'a', 'm', 'o', 'm' };
static const symbol s_2_1434[5] = { 'l', 'e', 'm', 'o', 'm' };
static const symbol s_2_1435[3] = { 'n', 'o', 'm' };
static const symbol s_2_1436[4] = { 'a', 'n', 'o', 'm' };
static const symbol s_2_1437[4] = { 'i', 'n', 'o', 'm' };
static const symbol s_2_1438[5] = { 'c', 'i', 'n', 'o', 'm' };
static const symbol s_2_1439[6] = { 'a', 'n', 'i', 'n', 'o', 'm' };
static const symbol s_2_1440[6] = { 0xC4, 0x8D, 'i', 'n', 'o', 'm' };
static const symbol s_2_1441[4] = { 'o', 'n', 'o', 'm' };
static const symbol s_2_1442[4] = { 'a', 'r', 'o', 'm' };
static const symbol s_2_1443[4] = { 'd', 'r', 'o', 'm' };
static const symbol s_2_1444[4] = { 'e', 'r', 'o', 'm' };
static const symbol s_2_1445[4] = { 'o', 'r', 'o', 'm' };
static const symbol s_2_1446[5] = { 'b', 'a', 's', 'o', 'm' };
static const symbol s_2_1447[5] = { 'g', 'a', 's', 'o', 'm' };
static const symbol s_2_1448[5] = { 'j', 'a', 's', 'o', 'm' };
static const symbol s_2_1449[5] = { 'k', 'a', 's', 'o', 'm' };
static const symbol s_2_1450[5] = { 'n', 'a', 's', 'o', 'm' };
static const symbol s_2_1451[5] = { 't', 'a', 's', 'o', 'm' };
static const symbol s_2_1452[5] = { 'v', 'a', 's', 'o', 'm' };
static const symbol s_2_1453[4] = { 'e', 's', 'o', 'm' };
static const symbol s_2_1454[4] = { 'i', 's', 'o', 'm' };
static const symbol s_2_1455[4] = { 'o', 's', 'o', 'm' };
static const symbol s_2_1456[4] = { 'a', 't', 'o', 'm' };
static const symbol s_2_1457[6] = { 'i', 'k', 'a', 't', 'o', 'm' };
static const symbol s_2_1458[5] = { 'l', 'a', 't', 'o', 'm' };
static const symbol s_2_1459[4] = { 'e', 't', 'o', 'm' };
static const symbol s_2_1460[6] = { 'e', 'v', 'i', 't', 'o', 'm' };
static const symbol s_2_1461[6] = { 'o', 'v', 'i', 't', 'o', 'm' };
static const symbol s_2_1462[5] = { 'a', 's', 't', 'o', 'm' };
static const symbol s_2_1463[5] = { 'e', 's', 't', 'o', 'm' };
static const symbol s_2_1464[5] = { 'i', 's', 't', 'o', 'm' };
static const symbol s_2_1465[5] = { 'k', 's', 't', 'o', 'm' };
static const symbol s_2_1466[5] = { 'o', 's', 't', 'o', 'm' };
static const symbol s_2_1467[4] = { 'a', 'v', 'o', 'm' };
static const symbol s_2_1468[4] = { 'e', 'v', 'o', 'm' };
static const symbol s_2_1469[4] = { 'i', 'v', 'o', 'm' };
static const symbol s_2_1470[4] = { 'o', 'v', 'o', 'm' };
static const symbol s_2_1471[5] = { 'l', 'o', 'v', 'o', 'm' };
static const symbol s_2_1472[5] = { 'm', 'o', 'v', 'o', 'm' };
static const symbol s_2_1473[5] = { 's', 't', 'v', 'o', 'm' };
static const symbol s_2_1474[6] = { 0xC5, 0xA1, 't', 'v', 'o', 'm' };
static const symbol s_2_1475[5] = { 'a', 0xC4, 0x87, 'o', 'm' };
static const symbol s_2_1476[5] = { 'e', 0xC4, 0x87, 'o', 'm' };
static const symbol s_2_1477[5] = { 'u', 0xC4, 0x87, 'o', 'm' };
static const symbol s_2_1478[6] = { 'b', 'a', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1479[6] = { 'g', 'a', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1480[6] = { 'j', 'a', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1481[6] = { 'k', 'a', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1482[6] = { 'n', 'a', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1483[6] = { 't', 'a', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1484[6] = { 'v', 'a', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1485[5] = { 'e', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1486[5] = { 'i', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1487[5] = { 'o', 0xC5, 0xA1, 'o', 'm' };
static const symbol s_2_1488[2] = { 'a', 'n' };
static const symbol s_2_1489[4] = { 'a', 'c', 'a', 'n' };
static const symbol s_2_1490[4] = { 'i', 'r', 'a', 'n' };
static const symbol s_2_1491[4] = { 'u', 'r', 'a', 'n' };
static const symbol s_2_1492[3] = { 't', 'a', 'n' };
static const symbol s_2_1493[4] = { 'a', 'v', 'a', 'n' };
static const symbol s_2_1494[4] = { 'e', 'v', 'a', 'n' };
static const symbol s_2_1495[4] = { 'i', 'v', 'a', 'n' };
static const symbol s_2_1496[4] = { 'u', 'v', 'a', 'n' };
static const symbol s_2_1497[5] = { 'a', 0xC4, 0x8D, 'a', 'n' };
static const symbol s_2_1498[4] = { 'a', 'c', 'e', 'n' };
static const symbol s_2_1499[5] = { 'l', 'u', 'c', 'e', 'n' };
static const symbol s_2_1500[5] = { 'a', 0xC4, 0x8D, 'e', 'n' };
static const symbol s_2_1501[6] = { 'l', 'u', 0xC4, 0x8D, 'e', 'n' };
static const symbol s_2_1502[4] = { 'a', 'n', 'i', 'n' };
static const symbol s_2_1503[2] = { 'a', 'o' };
static const symbol s_2_1504[4] = { 'a', 'c', 'a', 'o' };
static const symbol s_2_1505[7] = { 'a', 's', 't', 'a', 'j', 'a', 'o' };
static const symbol s_2_1506[7] = { 'i', 's', 't', 'a', 'j', 'a', 'o' };
static const symbol s_2_1507[7] = { 'o', 's', 't', 'a', 'j', 'a', 'o' };
static const symbol s_2_1508[5] = { 'i', 'n', 'j', 'a', 'o' };
static const symbol s_2_1509[4] = { 'i', 'r', 'a', 'o' };
static const symbol s_2_1510[4] = { 'u', 'r', 'a', 'o' };
static const symbol s_2_1511[3] = { 't', 'a', 'o' };
static const symbol s_2_1512[5] = { 'a', 's', 't', 'a', 'o' };
static const symbol s_2_1513[5] = { 'i', 's', 't', 'a', 'o' };
static const symbol s_2_1514[5] = { 'o', 's', 't', 'a', 'o' };
static const symbol s_2_1515[4] = { 'a', 'v', 'a', 'o' };
static const symbol s_2_1516[4] = { 'e', 'v', 'a', 'o' };
static const symbol s_2_1517[4] = { 'i', 'v', 'a', 'o' };
static const symbol s_2_1518[4] = { 'o', 'v', 'a', 'o' };
static const symbol s_2_1519[4] = { 'u', 'v', 'a', 'o' };
static const symbol s_2_1520[5] = { 'a', 0xC4, 0x8D, 'a', 'o' };
static const symbol s_2_1521[2] = { 'g', 'o' };
static const symbol s_2_1522[3] = { 'u', 'g', 'o' };
static const symbol s_2_1523[2] = { 'i', 'o' };
static const symbol s_2_1524[4] = { 'a', 'c', 'i', 'o' };
static const symbol s_2_1525[5] = { 'l', 'u', 'c', 'i', 'o' };
static const symbol s_2_1526[3] = { 'l', 'i', 'o' };
static const symbol s_2_1527[3] = { 'n', 'i', 'o' };
static const symbol s_2_1528[5] = { 'r', 'a', 'r', 'i', 'o' };
static const symbol s_2_1529[3] = { 's', 'i', 'o' };
static const symbol s_2_1530[5] = { 'r', 'o', 's', 'i', 'o' };
static const symbol s_2_1531[5] = { 'j', 'e', 't', 'i', 'o' };
static const symbol s_2_1532[4] = { 'o', 't', 'i', 'o' };
static const symbol s_2_1533[5] = { 'a', 0xC4, 0x8D, 'i', 'o' };
static const symbol s_2_1534[6] = { 'l', 'u', 0xC4, 0x8D, 'i', 'o' };
static const symbol s_2_1535[6] = { 'r', 'o', 0xC5, 0xA1, 'i', 'o' };
static const symbol s_2_1536[4] = { 'b', 'i', 'j', 'o' };
static const symbol s_2_1537[4] = { 'c', 'i', 'j', 'o' };
static const symbol s_2_1538[4] = { 'd', 'i', 'j', 'o' };
static const symbol s_2_1539[4] = { 'f', 'i', 'j', 'o' };
static const symbol s_2_1540[4] = { 'g', 'i', 'j', 'o' };
static const symbol s_2_1541[4] = { 'l', 'i', 'j', 'o' };
static const symbol s_2_1542[4] = { 'm', 'i', 'j', 'o' };
static const symbol s_2_1543[4] = { 'n', 'i', 'j', 'o' };
static const symbol s_2_1544[4] = { 'p', 'i', 'j', 'o' };
static const symbol s_2_1545[4] = { 'r', 'i', 'j', 'o' };
static const symbol s_2_1546[4] = { 's', 'i', 'j', 'o' };
static const symbol s_2_1547[4] = { 't', 'i', 'j', 'o' };
static const symbol s_2_1548[4] = { 'z', 'i', 'j', 'o' };
static const symbol s_2_1549[5] = { 0xC5, 0xBE, 'i', 'j', 'o' };
static const symbol s_2_1550[4] = { 'a', 'n', 'j', 'o' };
static const symbol s_2_1551[4] = { 'e', 'n', 'j', 'o' };
static const symbol s_2_1552[4] = { 's', 'n', 'j', 'o' };
static const symbol s_2_1553[5] = { 0xC5, 0xA1, 'n', 'j', 'o' };
static const symbol s_2_1554[2] = { 'k', 'o' };
static const symbol s_2_1555[3] = { 's', 'k', 'o' };
static const symbol s_2_1556[4] = { 0xC5, 0xA1, 'k', 'o' };
static const symbol s_2_1557[3] = { 'a', 'l', 'o' };
static const symbol s_2_1558[5] = { 'a', 'c', 'a', 'l', 'o' };
static const symbol s_2_1559[8] = { 'a', 's', 't', 'a', 'j', 'a', 'l', 'o' };
static const symbol s_2_1560[8] = { 'i', 's', 't', 'a', 'j', 'a', 'l', 'o' };
static const symbol s_2_1561[8] = { 'o', 's', 't', 'a', 'j', 'a', 'l', 'o' };
static const symbol s_2_1562[5] = { 'i', 'j', 'a', 'l', 'o' };
static const symbol s_2_1563[6] = { 'i', 'n', 'j', 'a', 'l', 'o' };
static const symbol s_2_1564[4] = { 'n', 'a', 'l', 'o' };
static const symbol s_2_1565[5] = { 'i', 'r', 'a', 'l', 'o' };
static const symbol s_2_1566[5] = { 'u', 'r', 'a', 'l', 'o' };
static const symbol s_2_1567[4] = { 't', 'a', 'l', 'o' };
static const symbol s_2_1568[6] = { 'a', 's', 't', 'a', 'l', 'o' };
static const symbol s_2_1569[6] = { 'i', 's', 't', 'a', 'l', 'o' };
static const symbol s_2_1570[6] = { 'o', 's', 't', 'a', 'l', 'o' };
static const symbol s_2_1571[5] = { 'a', 'v', 'a', 'l', 'o' };
static const symbol s_2_1572[5] = { 'e', 'v', 'a', 'l', 'o' };
static const symbol s_2_1573[5] = { 'i', 'v', 'a', 'l', 'o' };
static const symbol s_2_1574[5] = { 'o', 'v', 'a', 'l', 'o' };
static const symbol s_2_1575[5] = { 'u', 'v', 'a', 'l', 'o' };
static const symbol s_2_1576[6] = { 'a', 0xC4, 0x8D, 'a', 'l', 'o' };
static const symbol s_2_1577[3] = { 'e', 'l', 'o' };
static const symbol s_2_1578[3] = { 'i', 'l', 'o' };
static const symbol s_2_1579[5] = { 'a', 'c', 'i', 'l', 'o' };
static const symbol s_2_1580[6] = { 'l', 'u', 'c', 'i', 'l', 'o' };
static const symbol s_2_1581[4] = { 'n', 'i', 'l', 'o' };
static const symbol s_2_1582[6] = { 'r', 'o', 's', 'i', 'l', 'o' };
static const symbol s_2_1583[6] = { 'j', 'e', 't', 'i', 'l', 'o' };
static const symbol s_2_1584[6] = { 'a', 0xC4, 0x8D, 'i', 'l', 'o' };
static const symbol s_2_1585[7] = { 'l', 'u', 0xC4, 0x8D, 'i', 'l', 'o' };
static const symbol s_2_1586[7] = { 'r', 'o', 0xC5, 0xA1, 'i', 'l', 'o' };
static const symbol s_2_1587[4] = { 'a', 's', 'l', 'o' };
static const symbol s_2_1588[4] = { 'n', 'u', 'l', 'o' };
static const symbol s_2_1589[3] = { 'a', 'm', 'o' };
static const symbol s_2_1590[5] = { 'a', 'c', 'a', 'm', 'o' };
static const symbol s_2_1591[4] = { 'r', 'a', 'm', 'o' };
static const symbol s_2_1592[5] = { 'i', 'r', 'a', 'm', 'o' };
static const symbol s_2_1593[5] = { 'u', 'r', 'a', 'm', 'o' };
static const symbol s_2_1594[4] = { 't', 'a', 'm', 'o' };
static const symbol s_2_1595[5] = { 'a', 'v', 'a', 'm', 'o' };
static const symbol s_2_1596[5] = { 'e', 'v', 'a', 'm', 'o' };
static const symbol s_2_1597[5] = { 'i', 'v', 'a', 'm', 'o' };
static const symbol s_2_1598[5] = { 'u', 'v', 'a', 'm', 'o' };
static const symbol s_2_1599[6] = { 'a', 0xC4, 0x8D, 'a', 'm', 'o' };
static const symbol s_2_1600[3] = { 'e', 'm', 'o' };
static const symbol s_2_1601[8] = { 'a', 's', 't', 'a', 'd', 'e', 'm', 'o' };
static const symbol s_2_1602[8] = { 'i', 's', 't', 'a', 'd', 'e', 'm', 'o' };
static const symbol s_2_1603[8] = { 'o', 's', 't', 'a', 'd', 'e', 'm', 'o' };
static const symbol s_2_1604[8] = { 'a', 's', 't', 'a', 'j', 'e', 'm', 'o' };
static const symbol s_2_1605[8] = { 'i', 's', 't', 'a', 'j', 'e', 'm', 'o' };
static const symbol s_2_1606[8] = { 'o', 's', 't', 'a', 'j', 'e', 'm', 'o' };
static const symbol s_2_1607[5] = { 'i', 'j', 'e', 'm', 'o' };
static const symbol s_2_1608[6] = { 'i', 'n', 'j', 'e', 'm', 'o' };
static const symbol s_2_1609[5] = { 'u', 'j', 'e', 'm', 'o' };
static const symbol s_2_1610[8] = { 'l', 'u', 'c', 'u', 'j', 'e', 'm', 'o' };
static const symbol s_2_1611[7] = { 'i', 'r', 'u', 'j', 'e', 'm', 'o' };
static const symbol s_2_1612[9] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 'e', 'm', 'o' };
static const symbol s_2_1613[4] = { 'l', 'e', 'm', 'o' };
static const symbol s_2_1614[4] = { 'n', 'e', 'm', 'o' };
static const symbol s_2_1615[8] = { 'a', 's', 't', 'a', 'n', 'e', 'm', 'o' };
static const symbol s_2_1616[8] = { 'i', 's', 't', 'a', 'n', 'e', 'm', 'o' };
static const symbol s_2_1617[8] = { 'o', 's', 't', 'a', 'n', 'e', 'm', 'o' };
static const symbol s_2_1618[5] = { 'e', 't', 'e', 'm', 'o' };
static const symbol s_2_1619[6] = { 'a', 's', 't', 'e', 'm', 'o' };
static const symbol s_2_1620[3] = { 'i', 'm', 'o' };
static const symbol s_2_1621[5] = { 'a', 'c', 'i', 'm', 'o' };
static const symbol s_2_1622[6] = { 'l', 'u', 'c', 'i', 'm', 'o' };
static const symbol s_2_1623[4] = { 'n', 'i', 'm', 'o' };
static const symbol s_2_1624[8] = { 'a', 's', 't', 'a', 'n', 'i', 'm', 'o' };
static const symbol s_2_1625[8] = { 'i', 's', 't', 'a', 'n', 'i', 'm', 'o' };
static const symbol s_2_1626[8] = { 'o', 's', 't', 'a', 'n', 'i', 'm', 'o' };
static const symbol s_2_1627[6] = { 'r', 'o', 's', 'i', 'm', 'o' };
static const symbol s_2_1628[5] = { 'e', 't', 'i', 'm', 'o' };
static const symbol s_2_1629[6] = { 'j', 'e', 't', 'i', 'm', 'o' };
static const symbol s_2_1630[6] = { 'a', 's', 't', 'i', 'm', 'o' };
static const symbol s_2_1631[6] = { 'a', 0xC4, 0x8D, 'i', 'm', 'o' };
static const symbol s_2_1632[7] = { 'l', 'u', 0xC4, 0x8D, 'i', 'm', 'o' };
static const symbol s_2_1633[7] = { 'r', 'o', 0xC5, 0xA1, 'i', 'm', 'o' };
static const symbol s_2_1634[4] = { 'a', 'j', 'm', 'o' };
static const symbol s_2_1635[6] = { 'u', 'r', 'a', 'j', 'm', 'o' };
static const symbol s_2_1636[5] = { 't', 'a', 'j', 'm', 'o' };
static const symbol s_2_1637[7] = { 'a', 's', 't', 'a', 'j', 'm', 'o' };
static const symbol s_2_1638[7] = { 'i', 's', 't', 'a', 'j', 'm', 'o' };
static const symbol s_2_1639[7] = { 'o', 's', 't', 'a', 'j', 'm', 'o' };
static const symbol s_2_1640[6] = { 'a', 'v', 'a', 'j', 'm', 'o' };
static const symbol s_2_1641[6] = { 'e', 'v', 'a', 'j', 'm', 'o' };
static const symbol s_2_1642[6] = { 'i', 'v', 'a', 'j', 'm', 'o' };
static const symbol s_2_1643[6] = { 'u', 'v', 'a', 'j', 'm', 'o' };
static const symbol s_2_1644[4] = { 'i', 'j', 'm', 'o' };
static const symbol s_2_1645[4] = { 'u', 'j', 'm', 'o' };
static const symbol s_2_1646[7] = { 'l', 'u', 'c', 'u', 'j', 'm', 'o' };
static const symbol s_2_1647[6] = { 'i', 'r', 'u', 'j', 'm', 'o' };
static const symbol s_2_1648[8] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 'm', 'o' };
static const symbol s_2_1649[4] = { 'a', 's', 'm', 'o' };
static const symbol s_2_1650[6] = { 'a', 'c', 'a', 's', 'm', 'o' };
static const symbol s_2_1651[9] = { 'a', 's', 't', 'a', 'j', 'a', 's', 'm', 'o' };
static const symbol s_2_1652[9] = { 'i', 's', 't', 'a', 'j', 'a', 's', 'm', 'o' };
static const symbol s_2_1653[9] = { 'o', 's', 't', 'a', 'j', 'a', 's', 'm', 'o' };
static const symbol s_2_1654[7] = { 'i', 'n', 'j', 'a', 's', 'm', 'o' };
static const symbol s_2_1655[6] = { 'i', 'r', 'a', 's', 'm', 'o' };
static const symbol s_2_1656[6] = { 'u', 'r', 'a', 's', 'm', 'o' };
static const symbol s_2_1657[5] = { 't', 'a', 's', 'm', 'o' };
static const symbol s_2_1658[6] = { 'a', 'v', 'a', 's', 'm', 'o' };
static const symbol s_2_1659[6] = { 'e', 'v', 'a', 's', 'm', 'o' };
static const symbol s_2_1660[6] = { 'i', 'v', 'a', 's', 'm', 'o' };
static const symbol s_2_1661[6] = { 'o', 'v', 'a', 's', 'm', 'o' };
static const symbol s_2_1662[6] = { 'u', 'v', 'a', 's', 'm', 'o' };
static const symbol s_2_1663[7] = { 'a', 0xC4, 0x8D, 'a', 's', 'm', 'o' };
static const symbol s_2_1664[4] = { 'i', 's', 'm', 'o' };
static const symbol s_2_1665[6] = { 'a', 'c', 'i', 's', 'm', 'o' };
static const symbol s_2_1666[7] = { 'l', 'u', 'c', 'i', 's', 'm', 'o' };
static const symbol s_2_1667[5] = { 'n', 'i', 's', 'm', 'o' };
static const symbol s_2_1668[7] = { 'r', 'o', 's', 'i', 's', 'm', 'o' };
static const symbol s_2_1669[7] = { 'j', 'e', 't', 'i', 's', 'm', 'o' };
static const symbol s_2_1670[7] = { 'a', 0xC4, 0x8D, 'i', 's', 'm', 'o' };
static const symbol s_2_1671[8] = { 'l', 'u', 0xC4, 0x8D, 'i', 's', 'm', 'o' };
static const symbol s_2_1672[8] = { 'r', 'o', 0xC5, 0xA1, 'i', 's', 'm', 'o' };
static const symbol s_2_1673[9] = { 'a', 's', 't', 'a', 'd', 'o', 's', 'm', 'o' };
static const symbol s_2_1674[9] = { 'i', 's', 't', 'a', 'd', 'o', 's', 'm', 'o' };
static const symbol s_2_1675[9] = { 'o', 's', 't', 'a', 'd', 'o', 's', 'm', 'o' };
static const symbol s_2_1676[5] = { 'n', 'u', 's', 'm', 'o' };
static const symbol s_2_1677[2] = { 'n', 'o' };
static const symbol s_2_1678[3] = { 'a', 'n', 'o' };
static const symbol s_2_1679[5] = { 'a', 'c', 'a', 'n', 'o' };
static const symbol s_2_1680[5] = { 'u', 'r', 'a', 'n', 'o' };
static const symbol s_2_1681[4] = { 't', 'a', 'n', 'o' };
static const symbol s_2_1682[5] = { 'a', 'v', 'a', 'n', 'o' };
static const symbol s_2_1683[5] = { 'e', 'v', 'a', 'n', 'o' };
static const symbol s_2_1684[5] = { 'i', 'v', 'a', 'n', 'o' };
static const symbol s_2_1685[5] = { 'u', 'v', 'a', 'n', 'o' };
static const symbol s_2_1686[6] = { 'a', 0xC4, 0x8D, 'a', 'n', 'o' };
static const symbol s_2_1687[5] = { 'a', 'c', 'e', 'n', 'o' };
static const symbol s_2_1688[6] = { 'l', 'u', 'c', 'e', 'n', 'o' };
static const symbol s_2_1689[6] = { 'a', 0xC4, 0x8D, 'e', 'n', 'o' };
static const symbol s_2_1690[7] = { 'l', 'u', 0xC4, 0x8D, 'e', 'n', 'o' };
static const symbol s_2_1691[3] = { 'i', 'n', 'o' };
static const symbol s_2_1692[4] = { 'c', 'i', 'n', 'o' };
static const symbol s_2_1693[5] = { 0xC4, 0x8D, 'i', 'n', 'o' };
static const symbol s_2_1694[3] = { 'a', 't', 'o' };
static const symbol s_2_1695[5] = { 'i', 'k', 'a', 't', 'o' };
static const symbol s_2_1696[4] = { 'l', 'a', 't', 'o' };
static const symbol s_2_1697[3] = { 'e', 't', 'o' };
static const symbol s_2_1698[5] = { 'e', 'v', 'i', 't', 'o' };
static const symbol s_2_1699[5] = { 'o', 'v', 'i', 't', 'o' };
static const symbol s_2_1700[4] = { 'a', 's', 't', 'o' };
static const symbol s_2_1701[4] = { 'e', 's', 't', 'o' };
static const symbol s_2_1702[4] = { 'i', 's', 't', 'o' };
static const symbol s_2_1703[4] = { 'k', 's', 't', 'o' };
static const symbol s_2_1704[4] = { 'o', 's', 't', 'o' };
static const symbol s_2_1705[4] = { 'n', 'u', 't', 'o' };
static const symbol s_2_1706[3] = { 'n', 'u', 'o' };
static const symbol s_2_1707[3] = { 'a', 'v', 'o' };
static const symbol s_2_1708[3] = { 'e', 'v', 'o' };
static const symbol s_2_1709[3] = { 'i', 'v', 'o' };
static const symbol s_2_1710[3] = { 'o', 'v', 'o' };
static const symbol s_2_1711[4] = { 's', 't', 'v', 'o' };
static const symbol s_2_1712[5] = { 0xC5, 0xA1, 't', 'v', 'o' };
static const symbol s_2_1713[2] = { 'a', 's' };
static const symbol s_2_1714[4] = { 'a', 'c', 'a', 's' };
static const symbol s_2_1715[4] = { 'i', 'r', 'a', 's' };
static const symbol s_2_1716[4] = { 'u', 'r', 'a', 's' };
static const symbol s_2_1717[3] = { 't', 'a', 's' };
static const symbol s_2_1718[4] = { 'a', 'v', 'a', 's' };
static const symbol s_2_1719[4] = { 'e', 'v', 'a', 's' };
static const symbol s_2_1720[4] = { 'i', 'v', 'a', 's' };
static const symbol s_2_1721[4] = { 'u', 'v', 'a', 's' };
static const symbol s_2_1722[2] = { 'e', 's' };
static const symbol s_2_1723[7] = { 'a', 's', 't', 'a', 'd', 'e', 's' };
static const symbol s_2_1724[7] = { 'i', 's', 't', 'a', 'd', 'e', 's' };
static const symbol s_2_1725[7] = { 'o', 's', 't', 'a', 'd', 'e', 's' };
static const symbol s_2_1726[7] = { 'a', 's', 't', 'a', 'j', 'e', 's' };
static const symbol s_2_1727[7] = { 'i', 's', 't', 'a', 'j', 'e', 's' };
static const symbol s_2_1728[7] = { 'o', 's', 't', 'a', 'j', 'e', 's' };
static const symbol s_2_1729[4] = { 'i', 'j', 'e', 's' };
static const symbol s_2_1730[5] = { 'i', 'n', 'j', 'e', 's' };
static const symbol s_2_1731[4] = { 'u', 'j', 'e', 's' };
static const symbol s_2_1732[7] = { 'l', 'u', 'c', 'u', 'j', 'e', 's' };
static const symbol s_2_1733[6] = { 'i', 'r', 'u', 'j', 'e', 's' };
static const symbol s_2_1734[3] = { 'n', 'e', 's' };
static const symbol s_2_1735[7] = { 'a', 's', 't', 'a', 'n', 'e', 's' };
static const symbol s_2_1736[7] = { 'i', 's', 't', 'a', 'n', 'e', 's' };
static const symbol s_2_1737[7] = { 'o', 's', 't', 'a', 'n', 'e', 's' };
static const symbol s_2_1738[4] = { 'e', 't', 'e', 's' };
static const symbol s_2_1739[5] = { 'a', 's', 't', 'e', 's' };
static const symbol s_2_1740[2] = { 'i', 's' };
static const symbol s_2_1741[4] = { 'a', 'c', 'i', 's' };
static const symbol s_2_1742[5] = { 'l', 'u', 'c', 'i', 's' };
static const symbol s_2_1743[3] = { 'n', 'i', 's' };
static const symbol s_2_1744[5] = { 'r', 'o', 's', 'i', 's' };
static const symbol s_2_1745[5] = { 'j', 'e', 't', 'i', 's' };
static const symbol s_2_1746[2] = { 'a', 't' };
static const symbol s_2_1747[4] = { 'a', 'c', 'a', 't' };
static const symbol s_2_1748[7] = { 'a', 's', 't', 'a', 'j', 'a', 't' };
static const symbol s_2_1749[7] = { 'i', 's', 't', 'a', 'j', 'a', 't' };
static const symbol s_2_1750[7] = { 'o', 's', 't', 'a', 'j', 'a', 't' };
static const symbol s_2_1751[5] = { 'i', 'n', 'j', 'a', 't' };
static const symbol s_2_1752[4] = { 'i', 'r', 'a', 't' };
static const symbol s_2_1753[4] = { 'u', 'r', 'a', 't' };
static const symbol s_2_1754[3] = { 't', 'a', 't' };
static const symbol s_2_1755[5] = { 'a', 's', 't', 'a', 't' };
static const symbol s_2_1756[5] = { 'i', 's', 't', 'a', 't' };
static const symbol s_2_1757[5] = { 'o', 's', 't', 'a', 't' };
static const symbol s_2_1758[4] = { 'a', 'v', 'a', 't' };
static const symbol s_2_1759[4] = { 'e', 'v', 'a', 't' };
static const symbol s_2_1760[4] = { 'i', 'v', 'a', 't' };
static const symbol s_2_1761[6] = { 'i', 'r', 'i', 'v', 'a', 't' };
static const symbol s_2_1762[4] = { 'o', 'v', 'a', 't' };
static const symbol s_2_1763[4] = { 'u', 'v', 'a', 't' };
static const symbol s_2_1764[5] = { 'a', 0xC4, 0x8D, 'a', 't' };
static const symbol s_2_1765[2] = { 'i', 't' };
static const symbol s_2_1766[4] = { 'a', 'c', 'i', 't' };
static const symbol s_2_1767[5] = { 'l', 'u', 'c', 'i', 't' };
static const symbol s_2_1768[5] = { 'r', 'o', 's', 'i', 't' };
static const symbol s_2_1769[5] = { 'j', 'e', 't', 'i', 't' };
static const symbol s_2_1770[5] = { 'a', 0xC4, 0x8D, 'i', 't' };
static const symbol s_2_1771[6] = { 'l', 'u', 0xC4, 0x8D, 'i', 't' };
static const symbol s_2_1772[6] = { 'r', 'o', 0xC5, 0xA1, 'i', 't' };
static const symbol s_2_1773[3] = { 'n', 'u', 't' };
static const symbol s_2_1774[6] = { 'a', 's', 't', 'a', 'd', 'u' };
static const symbol s_2_1775[6] = { 'i', 's', 't', 'a', 'd', 'u' };
static const symbol s_2_1776[6] = { 'o', 's', 't', 'a', 'd', 'u' };
static const symbol s_2_1777[2] = { 'g', 'u' };
static const symbol s_2_1778[4] = { 'l', 'o', 'g', 'u' };
static const symbol s_2_1779[3] = { 'u', 'g', 'u' };
static const symbol s_2_1780[3] = { 'a', 'h', 'u' };
static const symbol s_2_1781[5] = { 'a', 'c', 'a', 'h', 'u' };
static const symbol s_2_1782[8] = { 'a', 's', 't', 'a', 'j', 'a', 'h', 'u' };
static const symbol s_2_1783[8] = { 'i', 's', 't', 'a', 'j', 'a', 'h', 'u' };
static const symbol s_2_1784[8] = { 'o', 's', 't', 'a', 'j', 'a', 'h', 'u' };
static const symbol s_2_1785[6] = { 'i', 'n', 'j', 'a', 'h', 'u' };
static const symbol s_2_1786[5] = { 'i', 'r', 'a', 'h', 'u' };
static const symbol s_2_1787[5] = { 'u', 'r', 'a', 'h', 'u' };
static const symbol s_2_1788[5] = { 'a', 'v', 'a', 'h', 'u' };
static const symbol s_2_1789[5] = { 'e', 'v', 'a', 'h', 'u' };
static const symbol s_2_1790[5] = { 'i', 'v', 'a', 'h', 'u' };
static const symbol s_2_1791[5] = { 'o', 'v', 'a', 'h', 'u' };
static const symbol s_2_1792[5] = { 'u', 'v', 'a', 'h', 'u' };
static const symbol s_2_1793[6] = { 'a', 0xC4, 0x8D, 'a', 'h', 'u' };
static const symbol s_2_1794[3] = { 'a', 'j', 'u' };
static const symbol s_2_1795[4] = { 'c', 'a', 'j', 'u' };
static const symbol s_2_1796[5] = { 'a', 'c', 'a', 'j', 'u' };
static const symbol s_2_1797[4] = { 'l', 'a', 'j', 'u' };
static const symbol s_2_1798[4] = { 'r', 'a', 'j', 'u' };
static const symbol s_2_1799[5] = { 'i', 'r', 'a', 'j', 'u' };
static const symbol s_2_1800[5] = { 'u', 'r', 'a', 'j', 'u' };
static const symbol s_2_1801[4] = { 't', 'a', 'j', 'u' };
static const symbol s_2_1802[6] = { 'a', 's', 't', 'a', 'j', 'u' };
static const symbol s_2_1803[6] = { 'i', 's', 't', 'a', 'j', 'u' };
static const symbol s_2_1804[6] = { 'o', 's', 't', 'a', 'j', 'u' };
static const symbol s_2_1805[5] = { 'a', 'v', 'a', 'j', 'u' };
static const symbol s_2_1806[5] = { 'e', 'v', 'a', 'j', 'u' };
static const symbol s_2_1807[5] = { 'i', 'v', 'a', 'j', 'u' };
static const symbol s_2_1808[5] = { 'u', 'v', 'a', 'j', 'u' };
static const symbol s_2_1809[5] = { 0xC4, 0x87, 'a', 'j', 'u' };
static const symbol s_2_1810[5] = { 0xC4, 0x8D, 'a', 'j', 'u' };
static const symbol s_2_1811[6] = { 'a', 0xC4, 0x8D, 'a', 'j', 'u' };
static const symbol s_2_1812[5] = { 0xC4, 0x91, 'a', 'j', 'u' };
static const symbol s_2_1813[3] = { 'i', 'j', 'u' };
static const symbol s_2_1814[4] = { 'b', 'i', 'j', 'u' };
static const symbol s_2_1815[4] = { 'c', 'i', 'j', 'u' };
static const symbol s_2_1816[4] = { 'd', 'i', 'j', 'u' };
static const symbol s_2_1817[4] = { 'f', 'i', 'j', 'u' };
static const symbol s_2_1818[4] = { 'g', 'i', 'j', 'u' };
static const symbol s_2_1819[6] = { 'a', 'n', 'j', 'i', 'j', 'u' };
static const symbol s_2_1820[6] = { 'e', 'n', 'j', 'i', 'j', 'u' };
static const symbol s_2_1821[6] = { 's', 'n', 'j', 'i', 'j', 'u' };
static const symbol s_2_1822[7] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'u' };
static const symbol s_2_1823[4] = { 'k', 'i', 'j', 'u' };
static const symbol s_2_1824[4] = { 'l', 'i', 'j', 'u' };
static const symbol s_2_1825[5] = { 'e', 'l', 'i', 'j', 'u' };
static const symbol s_2_1826[4] = { 'm', 'i', 'j', 'u' };
static const symbol s_2_1827[4] = { 'n', 'i', 'j', 'u' };
static const symbol s_2_1828[6] = { 'g', 'a', 'n', 'i', 'j', 'u' };
static const symbol s_2_1829[6] = { 'm', 'a', 'n', 'i', 'j', 'u' };
static const symbol s_2_1830[6] = { 'p', 'a', 'n', 'i', 'j', 'u' };
static const symbol s_2_1831[6] = { 'r', 'a', 'n', 'i', 'j', 'u' };
static const symbol s_2_1832[6] = { 't', 'a', 'n', 'i', 'j', 'u' };
static const symbol s_2_1833[4] = { 'p', 'i', 'j', 'u' };
static const symbol s_2_1834[4] = { 'r', 'i', 'j', 'u' };
static const symbol s_2_1835[6] = { 'r', 'a', 'r', 'i', 'j', 'u' };
static const symbol s_2_1836[4] = { 's', 'i', 'j', 'u' };
static const symbol s_2_1837[5] = { 'o', 's', 'i', 'j', 'u' };
static const symbol s_2_1838[4] = { 't', 'i', 'j', 'u' };
static const symbol s_2_1839[5] = { 'a', 't', 'i', 'j', 'u' };
static const symbol s_2_1840[5] = { 'o', 't', 'i', 'j', 'u' };
static const symbol s_2_1841[5] = { 'a', 'v', 'i', 'j', 'u' };
static const symbol s_2_1842[5] = { 'e', 'v', 'i', 'j', 'u' };
static const symbol s_2_1843[5] = { 'i', 'v', 'i', 'j', 'u' };
static const symbol s_2_1844[5] = { 'o', 'v', 'i', 'j', 'u' };
static const symbol s_2_1845[4] = { 'z', 'i', 'j', 'u' };
static const symbol s_2_1846[6] = { 'o', 0xC5, 0xA1, 'i', 'j', 'u' };
static const symbol s_2_1847[5] = { 0xC5, 0xBE, 'i', 'j', 'u' };
static const symbol s_2_1848[4] = { 'a', 'n', 'j', 'u' };
static const symbol s_2_1849[4] = { 'e', 'n', 'j', 'u' };
static const symbol s_2_1850[4] = { 's', 'n', 'j', 'u' };
static const symbol s_2_1851[5] = { 0xC5, 0xA1, 'n', 'j', 'u' };
static const symbol s_2_1852[3] = { 'u', 'j', 'u' };
static const symbol s_2_1853[6] = { 'l', 'u', 'c', 'u', 'j', 'u' };
static const symbol s_2_1854[5] = { 'i', 'r', 'u', 'j', 'u' };
static const symbol s_2_1855[7] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 'u' };
static const symbol s_2_1856[2] = { 'k', 'u' };
static const symbol s_2_1857[3] = { 's', 'k', 'u' };
static const symbol s_2_1858[4] = { 0xC5, 0xA1, 'k', 'u' };
static const symbol s_2_1859[3] = { 'a', 'l', 'u' };
static const symbol s_2_1860[5] = { 'i', 'j', 'a', 'l', 'u' };
static const symbol s_2_1861[4] = { 'n', 'a', 'l', 'u' };
static const symbol s_2_1862[3] = { 'e', 'l', 'u' };
static const symbol s_2_1863[3] = { 'i', 'l', 'u' };
static const symbol s_2_1864[5] = { 'o', 'z', 'i', 'l', 'u' };
static const symbol s_2_1865[3] = { 'o', 'l', 'u' };
static const symbol s_2_1866[4] = { 'r', 'a', 'm', 'u' };
static const symbol s_2_1867[5] = { 'a', 'c', 'e', 'm', 'u' };
static const symbol s_2_1868[5] = { 'e', 'c', 'e', 'm', 'u' };
static const symbol s_2_1869[5] = { 'u', 'c', 'e', 'm', 'u' };
static const symbol s_2_1870[8] = { 'a', 'n', 'j', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1871[8] = { 'e', 'n', 'j', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1872[8] = { 's', 'n', 'j', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1873[9] = { 0xC5, 0xA1, 'n', 'j', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1874[6] = { 'k', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1875[7] = { 's', 'k', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1876[8] = { 0xC5, 0xA1, 'k', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1877[7] = { 'e', 'l', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1878[6] = { 'n', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1879[7] = { 'o', 's', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1880[7] = { 'a', 't', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1881[9] = { 'e', 'v', 'i', 't', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1882[9] = { 'o', 'v', 'i', 't', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1883[8] = { 'a', 's', 't', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1884[7] = { 'a', 'v', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1885[7] = { 'e', 'v', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1886[7] = { 'i', 'v', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1887[7] = { 'o', 'v', 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1888[8] = { 'o', 0xC5, 0xA1, 'i', 'j', 'e', 'm', 'u' };
static const symbol s_2_1889[6] = { 'a', 'n', 'j', 'e', 'm', 'u' };
static const symbol s_2_1890[6] = { 'e', 'n', 'j', 'e', 'm', 'u' };
static const symbol s_2_1891[6] = { 's', 'n', 'j', 'e', 'm', 'u' };
static const symbol s_2_1892[7] = { 0xC5, 0xA1, 'n', 'j', 'e', 'm', 'u' };
static const symbol s_2_1893[4] = { 'k', 'e', 'm', 'u' };
static const symbol s_2_1894[5] = { 's', 'k', 'e', 'm', 'u' };
static const symbol s_2_1895[6] = { 0xC5, 0xA1, 'k', 'e', 'm', 'u' };
static const symbol s_2_1896[4] = { 'l', 'e', 'm', 'u' };
static const symbol s_2_1897[5] = { 'e', 'l', 'e', 'm', 'u' };
static const symbol s_2_1898[4] = { 'n', 'e', 'm', 'u' };
static const symbol s_2_1899[5] = { 'a', 'n', 'e', 'm', 'u' };
static const symbol s_2_1900[5] = { 'e', 'n', 'e', 'm', 'u' };
static const symbol s_2_1901[5] = { 's', 'n', 'e', 'm', 'u' };
static const symbol s_2_1902[6] = { 0xC5, 0xA1, 'n', 'e', 'm', 'u' };
static const symbol s_2_1903[5] = { 'o', 's', 'e', 'm', 'u' };
static const symbol s_2_1904[5] = { 'a', 't', 'e', 'm', 'u' };
static const symbol s_2_1905[7] = { 'e', 'v', 'i', 't', 'e', 'm', 'u' };
static const symbol s_2_1906[7] = { 'o', 'v', 'i', 't', 'e', 'm', 'u' };
static const symbol s_2_1907[6] = { 'a', 's', 't', 'e', 'm', 'u' };
static const symbol s_2_1908[5] = { 'a', 'v', 'e', 'm', 'u' };
static const symbol s_2_1909[5] = { 'e', 'v', 'e', 'm', 'u' };
static const symbol s_2_1910[5] = { 'i', 'v', 'e', 'm', 'u' };
static const symbol s_2_1911[5] = { 'o', 'v', 'e', 'm', 'u' };
static const symbol s_2_1912[6] = { 'a', 0xC4, 0x87, 'e', 'm', 'u' };
static const symbol s_2_1913[6] = { 'e', 0xC4, 0x87, 'e', 'm', 'u' };
static const symbol s_2_1914[6] = { 'u', 0xC4, 0x87, 'e', 'm', 'u' };
static const symbol s_2_1915[6] = { 'o', 0xC5, 0xA1, 'e', 'm', 'u' };
static const symbol s_2_1916[5] = { 'a', 'c', 'o', 'm', 'u' };
static const symbol s_2_1917[5] = { 'e', 'c', 'o', 'm', 'u' };
static const symbol s_2_1918[5] = { 'u', 'c', 'o', 'm', 'u' };
static const symbol s_2_1919[6] = { 'a', 'n', 'j', 'o', 'm', 'u' };
static const symbol s_2_1920[6] = { 'e', 'n', 'j', 'o', 'm', 'u' };
static const symbol s_2_1921[6] = { 's', 'n', 'j', 'o', 'm', 'u' };
static const symbol s_2_1922[7] = { 0xC5, 0xA1, 'n', 'j', 'o', 'm', 'u' };
static const symbol s_2_1923[4] = { 'k', 'o', 'm', 'u' };
static const symbol s_2_1924[5] = { 's', 'k', 'o', 'm', 'u' };
static const symbol s_2_1925[6] = { 0xC5, 0xA1, 'k', 'o', 'm', 'u' };
static const symbol s_2_1926[5] = { 'e', 'l', 'o', 'm', 'u' };
static const symbol s_2_1927[4] = { 'n', 'o', 'm', 'u' };
static const symbol s_2_1928[6] = { 'c', 'i', 'n', 'o', 'm', 'u' };
static const symbol s_2_1929[7] = { 0xC4, 0x8D, 'i', 'n', 'o', 'm', 'u' };
static const symbol s_2_1930[5] = { 'o', 's', 'o', 'm', 'u' };
static const symbol s_2_1931[5] = { 'a', 't', 'o', 'm', 'u' };
static const symbol s_2_1932[7] = { 'e', 'v', 'i', 't', 'o', 'm', 'u' };
static const symbol s_2_1933[7] = { 'o', 'v', 'i', 't', 'o', 'm', 'u' };
static const symbol s_2_1934[6] = { 'a', 's', 't', 'o', 'm', 'u' };
static const symbol s_2_1935[5] = { 'a', 'v', 'o', 'm', 'u' };
static const symbol s_2_1936[5] = { 'e', 'v', 'o', 'm', 'u' };
static const symbol s_2_1937[5] = { 'i', 'v', 'o', 'm', 'u' };
static const symbol s_2_1938[5] = { 'o', 'v', 'o', 'm', 'u' };
static const symbol s_2_1939[6] = { 'a', 0xC4, 0x87, 'o', 'm', 'u' };
static const symbol s_2_1940[6] = { 'e', 0xC4, 0x87, 'o', 'm', 'u' };
static const symbol s_2_1941[6] = { 'u', 0xC4, 0x87, 'o', 'm', 'u' };
static const symbol s_2_1942[6] = { 'o', 0xC5, 0xA1, 'o', 'm', 'u' };
static const symbol s_2_1943[2] = { 'n', 'u' };
static const symbol s_2_1944[3] = { 'a', 'n', 'u' };
static const symbol s_2_1945[6] = { 'a', 's', 't', 'a', 'n', 'u' };
static const symbol s_2_1946[6] = { 'i', 's', 't', 'a', 'n', 'u' };
static const symbol s_2_1947[6] = { 'o', 's', 't', 'a', 'n', 'u' };
static const symbol s_2_1948[3] = { 'i', 'n', 'u' };
static const symbol s_2_1949[4] = { 'c', 'i', 'n', 'u' };
static const symbol s_2_1950[5] = { 'a', 'n', 'i', 'n', 'u' };
static const symbol s_2_1951[5] = { 0xC4, 0x8D, 'i', 'n', 'u' };
static const symbol s_2_1952[3] = { 'o', 'n', 'u' };
static const symbol s_2_1953[3] = { 'a', 'r', 'u' };
static const symbol s_2_1954[3] = { 'd', 'r', 'u' };
static const symbol s_2_1955[3] = { 'e', 'r', 'u' };
static const symbol s_2_1956[3] = { 'o', 'r', 'u' };
static const symbol s_2_1957[4] = { 'b', 'a', 's', 'u' };
static const symbol s_2_1958[4] = { 'g', 'a', 's', 'u' };
static const symbol s_2_1959[4] = { 'j', 'a', 's', 'u' };
static const symbol s_2_1960[4] = { 'k', 'a', 's', 'u' };
static const symbol s_2_1961[4] = { 'n', 'a', 's', 'u' };
static const symbol s_2_1962[4] = { 't', 'a', 's', 'u' };
static const symbol s_2_1963[4] = { 'v', 'a', 's', 'u' };
static const symbol s_2_1964[3] = { 'e', 's', 'u' };
static const symbol s_2_1965[3] = { 'i', 's', 'u' };
static const symbol s_2_1966[3] = { 'o', 's', 'u' };
static const symbol s_2_1967[3] = { 'a', 't', 'u' };
static const symbol s_2_1968[5] = { 'i', 'k', 'a', 't', 'u' };
static const symbol s_2_1969[4] = { 'l', 'a', 't', 'u' };
static const symbol s_2_1970[3] = { 'e', 't', 'u' };
static const symbol s_2_1971[5] = { 'e', 'v', 'i', 't', 'u' };
static const symbol s_2_1972[5] = { 'o', 'v', 'i', 't', 'u' };
static const symbol s_2_1973[4] = { 'a', 's', 't', 'u' };
static const symbol s_2_1974[4] = { 'e', 's', 't', 'u' };
static const symbol s_2_1975[4] = { 'i', 's', 't', 'u' };
static const symbol s_2_1976[4] = { 'k', 's', 't', 'u' };
static const symbol s_2_1977[4] = { 'o', 's', 't', 'u' };
static const symbol s_2_1978[5] = { 'i', 0xC5, 0xA1, 't', 'u' };
static const symbol s_2_1979[3] = { 'a', 'v', 'u' };
static const symbol s_2_1980[3] = { 'e', 'v', 'u' };
static const symbol s_2_1981[3] = { 'i', 'v', 'u' };
static const symbol s_2_1982[3] = { 'o', 'v', 'u' };
static const symbol s_2_1983[4] = { 'l', 'o', 'v', 'u' };
static const symbol s_2_1984[4] = { 'm', 'o', 'v', 'u' };
static const symbol s_2_1985[4] = { 's', 't', 'v', 'u' };
static const symbol s_2_1986[5] = { 0xC5, 0xA1, 't', 'v', 'u' };
static const symbol s_2_1987[5] = { 'b', 'a', 0xC5, 0xA1, 'u' };
static const symbol s_2_1988[5] = { 'g', 'a', 0xC5, 0xA1, 'u' };
static const symbol s_2_1989[5] = { 'j', 'a', 0xC5, 0xA1, 'u' };
static const symbol s_2_1990[5] = { 'k', 'a', 0xC5, 0xA1, 'u' };
static const symbol s_2_1991[5] = { 'n', 'a', 0xC5, 0xA1, 'u' };
static const symbol s_2_1992[5] = { 't', 'a', 0xC5, 0xA1, 'u' };
static const symbol s_2_1993[5] = { 'v', 'a', 0xC5, 0xA1, 'u' };
static const symbol s_2_1994[4] = { 'e', 0xC5, 0xA1, 'u' };
static const symbol s_2_1995[4] = { 'i', 0xC5, 0xA1, 'u' };
static const symbol s_2_1996[4] = { 'o', 0xC5, 0xA1, 'u' };
static const symbol s_2_1997[4] = { 'a', 'v', 'a', 'v' };
static const symbol s_2_1998[4] = { 'e', 'v', 'a', 'v' };
static const symbol s_2_1999[4] = { 'i', 'v', 'a', 'v' };
static const symbol s_2_2000[4] = { 'u', 'v', 'a', 'v' };
static const symbol s_2_2001[3] = { 'k', 'o', 'v' };
static const symbol s_2_2002[3] = { 'a', 0xC5, 0xA1 };
static const symbol s_2_2003[5] = { 'i', 'r', 'a', 0xC5, 0xA1 };
static const symbol s_2_2004[5] = { 'u', 'r', 'a', 0xC5, 0xA1 };
static const symbol s_2_2005[4] = { 't', 'a', 0xC5, 0xA1 };
static const symbol s_2_2006[5] = { 'a', 'v', 'a', 0xC5, 0xA1 };
static const symbol s_2_2007[5] = { 'e', 'v', 'a', 0xC5, 0xA1 };
static const symbol s_2_2008[5] = { 'i', 'v', 'a', 0xC5, 0xA1 };
static const symbol s_2_2009[5] = { 'u', 'v', 'a', 0xC5, 0xA1 };
static const symbol s_2_2010[6] = { 'a', 0xC4, 0x8D, 'a', 0xC5, 0xA1 };
static const symbol s_2_2011[3] = { 'e', 0xC5, 0xA1 };
static const symbol s_2_2012[8] = { 'a', 's', 't', 'a', 'd', 'e', 0xC5, 0xA1 };
static const symbol s_2_2013[8] = { 'i', 's', 't', 'a', 'd', 'e', 0xC5, 0xA1 };
static const symbol s_2_2014[8] = { 'o', 's', 't', 'a', 'd', 'e', 0xC5, 0xA1 };
static const symbol s_2_2015[8] = { 'a', 's', 't', 'a', 'j', 'e', 0xC5, 0xA1 };
static const symbol s_2_2016[8] = { 'i', 's', 't', 'a', 'j', 'e', 0xC5, 0xA1 };
static const symbol s_2_2017[8] = { 'o', 's', 't', 'a', 'j', 'e', 0xC5, 0xA1 };
static const symbol s_2_2018[5] = { 'i', 'j', 'e', 0xC5, 0xA1 };
static const symbol s_2_2019[6] = { 'i', 'n', 'j', 'e', 0xC5, 0xA1 };
static const symbol s_2_2020[5] = { 'u', 'j', 'e', 0xC5, 0xA1 };
static const symbol s_2_2021[7] = { 'i', 'r', 'u', 'j', 'e', 0xC5, 0xA1 };
static const symbol s_2_2022[9] = { 'l', 'u', 0xC4, 0x8D, 'u', 'j', 'e', 0xC5, 0xA1 };
static const symbol s_2_2023[4] = { 'n', 'e', 0xC5, 0xA1 };
static const symbol s_2_2024[8] = { 'a', 's', 't', 'a', 'n', 'e', 0xC5, 0xA1 };
static const symbol s_2_2025[8] = { 'i', 's', 't', 'a', 'n', 'e', 0xC5, 0xA1 };
static const symbol s_2_2026[8] = { 'o', 's', 't', 'a', 'n', 'e', 0xC5, 0xA1 };
static const symbol s_2_2027[5] = { 'e', 't', 'e', 0xC5, 0xA1 };
static const symbol s_2_2028[6] = { 'a', 's', 't', 'e', 0xC5, 0xA1 };
static const symbol s_2_2029[3] = { 'i', 0xC5, 0xA1 };
static const symbol s_2_2030[4] = { 'n', 'i', 0xC5, 0xA1 };
static const symbol s_2_2031[6] = { 'j', 'e', 't', 'i', 0xC5, 0xA1 };
static const symbol s_2_2032[6] = { 'a', 0xC4, 0x8D, 'i', 0xC5, 0xA1 };
static const symbol s_2_2033[7] = { 'l', 'u', 0xC4, 0x8D, 'i', 0xC5, 0xA1 };
static const symbol s_2_2034[7] = { 'r', 'o', 0xC5, 0xA1, 'i', 0xC5, 0xA1 };
static const struct among a_2[2035] = {
{ 3, s_2_0, 0, 124, 0},
{ 3, s_2_1, 0, 125, 0},
{ 3, s_2_2, 0, 126, 0},
{ 2, s_2_3, 0, 20, 0},
{ 5, s_2_4, -1, 124, 0},
{ 5, s_2_5, -2, 125, 0},
{ 5, s_2_6, -3, 126, 0},
{ 8, s_2_7, -4, 84, 0},
{ 8, s_2_8, -5, 85, 0},
{ 8, s_2_9, -6, 122, 0},
{ 9, s_2_10, -7, 86, 0},
{ 6, s_2_11, -8, 95, 0},
{ 7, s_2_12, -1, 1, 0},
{ 8, s_2_13, -2, 2, 0},
{ 7, s_2_14, -11, 83, 0},
{ 6, s_2_15, -12, 13, 0},
{ 7, s_2_16, -13, 123, 0},
{ 7, s_2_17, -14, 120, 0},
{ 9, s_2_18, -15, 92, 0},
{ 9, s_2_19, -16, 93, 0},
{ 8, s_2_20, -17, 94, 0},
{ 7, s_2_21, -18, 77, 0},
{ 7, s_2_22, -19, 78, 0},
{ 7, s_2_23, -20, 79, 0},
{ 7, s_2_24, -21, 80, 0},
{ 8, s_2_25, -22, 91, 0},
{ 6, s_2_26, -23, 84, 0},
{ 6, s_2_27, -24, 85, 0},
{ 6, s_2_28, -25, 122, 0},
{ 7, s_2_29, -26, 86, 0},
{ 4, s_2_30, -27, 95, 0},
{ 5, s_2_31, -1, 1, 0},
{ 6, s_2_32, -2, 2, 0},
{ 5, s_2_33, -30, 83, 0},
{ 4, s_2_34, -31, 13, 0},
{ 5, s_2_35, -1, 10, 0},
{ 5, s_2_36, -2, 87, 0},
{ 5, s_2_37, -3, 159, 0},
{ 6, s_2_38, -4, 88, 0},
{ 5, s_2_39, -36, 123, 0},
{ 5, s_2_40, -37, 120, 0},
{ 7, s_2_41, -38, 92, 0},
{ 7, s_2_42, -39, 93, 0},
{ 6, s_2_43, -40, 94, 0},
{ 5, s_2_44, -41, 77, 0},
{ 5, s_2_45, -42, 78, 0},
{ 5, s_2_46, -43, 79, 0},
{ 5, s_2_47, -44, 80, 0},
{ 6, s_2_48, -45, 14, 0},
{ 6, s_2_49, -46, 15, 0},
{ 6, s_2_50, -47, 16, 0},
{ 6, s_2_51, -48, 91, 0},
{ 5, s_2_52, -49, 124, 0},
{ 5, s_2_53, -50, 125, 0},
{ 5, s_2_54, -51, 126, 0},
{ 6, s_2_55, -52, 84, 0},
{ 6, s_2_56, -53, 85, 0},
{ 6, s_2_57, -54, 122, 0},
{ 7, s_2_58, -55, 86, 0},
{ 4, s_2_59, -56, 95, 0},
{ 5, s_2_60, -1, 1, 0},
{ 6, s_2_61, -2, 2, 0},
{ 4, s_2_62, -59, 19, 0},
{ 5, s_2_63, -1, 83, 0},
{ 4, s_2_64, -61, 13, 0},
{ 6, s_2_65, -1, 137, 0},
{ 7, s_2_66, -2, 89, 0},
{ 5, s_2_67, -64, 123, 0},
{ 5, s_2_68, -65, 120, 0},
{ 7, s_2_69, -66, 92, 0},
{ 7, s_2_70, -67, 93, 0},
{ 6, s_2_71, -68, 94, 0},
{ 5, s_2_72, -69, 77, 0},
{ 5, s_2_73, -70, 78, 0},
{ 5, s_2_74, -71, 79, 0},
{ 5, s_2_75, -72, 80, 0},
{ 6, s_2_76, -73, 14, 0},
{ 6, s_2_77, -74, 15, 0},
{ 6, s_2_78, -75, 16, 0},
{ 6, s_2_79, -76, 91, 0},
{ 3, s_2_80, -77, 18, 0},
{ 3, s_2_81, 0, 109, 0},
{ 4, s_2_82, -1, 26, 0},
{ 4, s_2_83, -2, 30, 0},
{ 4, s_2_84, -3, 31, 0},
{ 5, s_2_85, -4, 28, 0},
{ 5, s_2_86, -5, 27, 0},
{ 5, s_2_87, -6, 29, 0},
{ 4, s_2_88, 0, 32, 0},
{ 4, s_2_89, 0, 33, 0},
{ 4, s_2_90, 0, 34, 0},
{ 4, s_2_91, 0, 40, 0},
{ 4, s_2_92, 0, 39, 0},
{ 6, s_2_93, 0, 84, 0},
{ 6, s_2_94, 0, 85, 0},
{ 6, s_2_95, 0, 122, 0},
{ 7, s_2_96, 0, 86, 0},
{ 4, s_2_97, 0, 95, 0},
{ 5, s_2_98, -1, 1, 0},
{ 6, s_2_99, -2, 2, 0},
{ 4, s_2_100, 0, 24, 0},
{ 5, s_2_101, -1, 83, 0},
{ 4, s_2_102, 0, 37, 0},
{ 4, s_2_103, 0, 13, 0},
{ 6, s_2_104, -1, 9, 0},
{ 6, s_2_105, -2, 6, 0},
{ 6, s_2_106, -3, 7, 0},
{ 6, s_2_107, -4, 8, 0},
{ 6, s_2_108, -5, 5, 0},
{ 4, s_2_109, 0, 41, 0},
{ 4, s_2_110, 0, 42, 0},
{ 6, s_2_111, -1, 21, 0},
{ 4, s_2_112, 0, 23, 0},
{ 5, s_2_113, -1, 123, 0},
{ 4, s_2_114, 0, 44, 0},
{ 5, s_2_115, -1, 120, 0},
{ 7, s_2_116, -2, 92, 0},
{ 7, s_2_117, -3, 93, 0},
{ 5, s_2_118, -4, 22, 0},
{ 6, s_2_119, -5, 94, 0},
{ 5, s_2_120, 0, 77, 0},
{ 5, s_2_121, 0, 78, 0},
{ 5, s_2_122, 0, 79, 0},
{ 5, s_2_123, 0, 80, 0},
{ 4, s_2_124, 0, 45, 0},
{ 6, s_2_125, 0, 91, 0},
{ 5, s_2_126, 0, 38, 0},
{ 4, s_2_127, 0, 84, 0},
{ 4, s_2_128, 0, 85, 0},
{ 4, s_2_129, 0, 122, 0},
{ 5, s_2_130, 0, 86, 0},
{ 2, s_2_131, 0, 95, 0},
{ 3, s_2_132, -1, 1, 0},
{ 4, s_2_133, -2, 2, 0},
{ 3, s_2_134, 0, 104, 0},
{ 5, s_2_135, -1, 128, 0},
{ 8, s_2_136, -2, 106, 0},
{ 8, s_2_137, -3, 107, 0},
{ 8, s_2_138, -4, 108, 0},
{ 5, s_2_139, -5, 47, 0},
{ 6, s_2_140, -6, 114, 0},
{ 4, s_2_141, -7, 46, 0},
{ 5, s_2_142, -8, 100, 0},
{ 5, s_2_143, -9, 105, 0},
{ 4, s_2_144, -10, 113, 0},
{ 6, s_2_145, -1, 110, 0},
{ 6, s_2_146, -2, 111, 0},
{ 6, s_2_147, -3, 112, 0},
{ 5, s_2_148, -14, 97, 0},
{ 5, s_2_149, -15, 96, 0},
{ 5, s_2_150, -16, 98, 0},
{ 5, s_2_151, -17, 76, 0},
{ 5, s_2_152, -18, 99, 0},
{ 6, s_2_153, -19, 102, 0},
{ 3, s_2_154, 0, 83, 0},
{ 3, s_2_155, 0, 116, 0},
{ 5, s_2_156, -1, 124, 0},
{ 6, s_2_157, -2, 121, 0},
{ 4, s_2_158, -3, 103, 0},
{ 8, s_2_159, -1, 110, 0},
{ 8, s_2_160, -2, 111, 0},
{ 8, s_2_161, -3, 112, 0},
{ 6, s_2_162, -7, 127, 0},
{ 6, s_2_163, -8, 118, 0},
{ 5, s_2_164, -9, 48, 0},
{ 6, s_2_165, -10, 101, 0},
{ 7, s_2_166, -11, 117, 0},
{ 7, s_2_167, -12, 90, 0},
{ 3, s_2_168, 0, 50, 0},
{ 4, s_2_169, 0, 115, 0},
{ 4, s_2_170, 0, 13, 0},
{ 4, s_2_171, 0, 20, 0},
{ 6, s_2_172, -1, 19, 0},
{ 5, s_2_173, -2, 18, 0},
{ 5, s_2_174, 0, 109, 0},
{ 6, s_2_175, -1, 26, 0},
{ 6, s_2_176, -2, 30, 0},
{ 6, s_2_177, -3, 31, 0},
{ 7, s_2_178, -4, 28, 0},
{ 7, s_2_179, -5, 27, 0},
{ 7, s_2_180, -6, 29, 0},
{ 6, s_2_181, 0, 32, 0},
{ 6, s_2_182, 0, 33, 0},
{ 6, s_2_183, 0, 34, 0},
{ 6, s_2_184, 0, 40, 0},
{ 6, s_2_185, 0, 39, 0},
{ 6, s_2_186, 0, 35, 0},
{ 6, s_2_187, 0, 37, 0},
{ 6, s_2_188, 0, 36, 0},
{ 8, s_2_189, -1, 9, 0},
{ 8, s_2_190, -2, 6, 0},
{ 8, s_2_191, -3, 7, 0},
{ 8, s_2_192, -4, 8, 0},
{ 8, s_2_193, -5, 5, 0},
{ 6, s_2_194, 0, 41, 0},
{ 6, s_2_195, 0, 42, 0},
{ 6, s_2_196, 0, 43, 0},
{ 6, s_2_197, 0, 44, 0},
{ 6, s_2_198, 0, 45, 0},
{ 7, s_2_199, 0, 38, 0},
{ 5, s_2_200, 0, 104, 0},
{ 7, s_2_201, -1, 47, 0},
{ 6, s_2_202, -2, 46, 0},
{ 5, s_2_203, 0, 119, 0},
{ 5, s_2_204, 0, 116, 0},
{ 6, s_2_205, 0, 52, 0},
{ 6, s_2_206, 0, 51, 0},
{ 5, s_2_207, 0, 11, 0},
{ 6, s_2_208, -1, 137, 0},
{ 7, s_2_209, -2, 89, 0},
{ 4, s_2_210, 0, 52, 0},
{ 5, s_2_211, -1, 53, 0},
{ 5, s_2_212, -2, 54, 0},
{ 5, s_2_213, -3, 55, 0},
{ 5, s_2_214, -4, 56, 0},
{ 6, s_2_215, 0, 135, 0},
{ 6, s_2_216, 0, 131, 0},
{ 6, s_2_217, 0, 129, 0},
{ 6, s_2_218, 0, 133, 0},
{ 6, s_2_219, 0, 132, 0},
{ 6, s_2_220, 0, 130, 0},
{ 6, s_2_221, 0, 134, 0},
{ 5, s_2_222, 0, 152, 0},
{ 5, s_2_223, 0, 154, 0},
{ 5, s_2_224, 0, 70, 0},
{ 6, s_2_225, 0, 71, 0},
{ 6, s_2_226, 0, 72, 0},
{ 6, s_2_227, 0, 73, 0},
{ 6, s_2_228, 0, 74, 0},
{ 5, s_2_229, 0, 77, 0},
{ 5, s_2_230, 0, 78, 0},
{ 5, s_2_231, 0, 79, 0},
{ 7, s_2_232, 0, 63, 0},
{ 7, s_2_233, 0, 64, 0},
{ 7, s_2_234, 0, 61, 0},
{ 7, s_2_235, 0, 62, 0},
{ 7, s_2_236, 0, 60, 0},
{ 7, s_2_237, 0, 59, 0},
{ 7, s_2_238, 0, 65, 0},
{ 6, s_2_239, 0, 66, 0},
{ 6, s_2_240, 0, 67, 0},
{ 4, s_2_241, 0, 51, 0},
{ 5, s_2_242, 0, 124, 0},
{ 5, s_2_243, 0, 125, 0},
{ 5, s_2_244, 0, 126, 0},
{ 5, s_2_245, 0, 109, 0},
{ 6, s_2_246, -1, 26, 0},
{ 6, s_2_247, -2, 30, 0},
{ 6, s_2_248, -3, 31, 0},
{ 7, s_2_249, -4, 28, 0},
{ 7, s_2_250, -5, 27, 0},
{ 7, s_2_251, -6, 29, 0},
{ 6, s_2_252, 0, 32, 0},
{ 6, s_2_253, 0, 33, 0},
{ 6, s_2_254, 0, 34, 0},
{ 6, s_2_255, 0, 40, 0},
{ 6, s_2_256, 0, 39, 0},
{ 8, s_2_257, 0, 84, 0},
{ 8, s_2_258, 0, 85, 0},
{ 8, s_2_259, 0, 122, 0},
{ 9, s_2_260, 0, 86, 0},
{ 6, s_2_261, 0, 95, 0},
{ 7, s_2_262, -1, 1, 0},
{ 8, s_2_263, -2, 2, 0},
{ 6, s_2_264, 0, 35, 0},
{ 7, s_2_265, -1, 83, 0},
{ 6, s_2_266, 0, 37, 0},
{ 6, s_2_267, 0, 13, 0},
{ 8, s_2_268, -1, 9, 0},
{ 8, s_2_269, -2, 6, 0},
{ 8, s_2_270, -3, 7, 0},
{ 8, s_2_271, -4, 8, 0},
{ 8, s_2_272, -5, 5, 0},
{ 6, s_2_273, 0, 41, 0},
{ 6, s_2_274, 0, 42, 0},
{ 6, s_2_275, 0, 43, 0},
{ 7, s_2_276, -1, 123, 0},
{ 6, s_2_277, 0, 44, 0},
{ 7, s_2_278, -1, 120, 0},
{ 9, s_2_279, -2, 92, 0},
{ 9, s_2_280, -3, 93, 0},
{ 8, s_2_281, -4, 94, 0},
{ 7, s_2_282, 0, 77, 0},
{ 7, s_2_283, 0, 78, 0},
{ 7, s_2_284, 0, 79, 0},
{ 7, s_2_285, 0, 80, 0},
{ 6, s_2_286, 0, 45, 0},
{ 8, s_2_287, 0, 91, 0},
{ 7, s_2_288, 0, 38, 0},
{ 6, s_2_289, 0, 84, 0},
{ 6, s_2_290, 0, 85, 0},
{ 6, s_2_291, 0, 122, 0},
{ 7, s_2_292, 0, 86, 0},
{ 4, s_2_293, 0, 95, 0},
{ 5, s_2_294, -1, 1, 0},
{ 6, s_2_295, -2, 2, 0},
{ 5, s_2_296, 0, 104, 0},
{ 7, s_2_297, -1, 47, 0},
{ 6, s_2_298, -2, 46, 0},
{ 5, s_2_299, 0, 83, 0},
{ 5, s_2_300, 0, 116, 0},
{ 7, s_2_301, -1, 48, 0},
{ 5, s_2_302, 0, 50, 0},
{ 6, s_2_303, 0, 51, 0},
{ 4, s_2_304, 0, 13, 0},
{ 5, s_2_305, -1, 10, 0},
{ 5, s_2_306, -2, 11, 0},
{ 6, s_2_307, -1, 137, 0},
{ 7, s_2_308, -2, 89, 0},
{ 5, s_2_309, -5, 12, 0},
{ 5, s_2_310, 0, 53, 0},
{ 5, s_2_311, 0, 54, 0},
{ 5, s_2_312, 0, 55, 0},
{ 5, s_2_313, 0, 56, 0},
{ 6, s_2_314, 0, 135, 0},
{ 6, s_2_315, 0, 131, 0},
{ 6, s_2_316, 0, 129, 0},
{ 6, s_2_317, 0, 133, 0},
{ 6, s_2_318, 0, 132, 0},
{ 6, s_2_319, 0, 130, 0},
{ 6, s_2_320, 0, 134, 0},
{ 5, s_2_321, 0, 57, 0},
{ 5, s_2_322, 0, 58, 0},
{ 5, s_2_323, 0, 123, 0},
{ 5, s_2_324, 0, 120, 0},
{ 7, s_2_325, -1, 68, 0},
{ 6, s_2_326, -2, 69, 0},
{ 5, s_2_327, 0, 70, 0},
{ 7, s_2_328, 0, 92, 0},
{ 7, s_2_329, 0, 93, 0},
{ 6, s_2_330, 0, 94, 0},
{ 6, s_2_331, 0, 71, 0},
{ 6, s_2_332, 0, 72, 0},
{ 6, s_2_333, 0, 73, 0},
{ 6, s_2_334, 0, 74, 0},
{ 7, s_2_335, 0, 75, 0},
{ 5, s_2_336, 0, 77, 0},
{ 5, s_2_337, 0, 78, 0},
{ 7, s_2_338, -1, 109, 0},
{ 8, s_2_339, -1, 26, 0},
{ 8, s_2_340, -2, 30, 0},
{ 8, s_2_341, -3, 31, 0},
{ 9, s_2_342, -4, 28, 0},
{ 9, s_2_343, -5, 27, 0},
{ 9, s_2_344, -6, 29, 0},
{ 5, s_2_345, 0, 79, 0},
{ 5, s_2_346, 0, 80, 0},
{ 6, s_2_347, -1, 20, 0},
{ 7, s_2_348, -1, 17, 0},
{ 6, s_2_349, -3, 82, 0},
{ 7, s_2_350, -1, 49, 0},
{ 6, s_2_351, -5, 81, 0},
{ 7, s_2_352, -6, 12, 0},
{ 6, s_2_353, 0, 3, 0},
{ 7, s_2_354, 0, 4, 0},
{ 6, s_2_355, 0, 14, 0},
{ 6, s_2_356, 0, 15, 0},
{ 6, s_2_357, 0, 16, 0},
{ 7, s_2_358, 0, 63, 0},
{ 7, s_2_359, 0, 64, 0},
{ 7, s_2_360, 0, 61, 0},
{ 7, s_2_361, 0, 62, 0},
{ 7, s_2_362, 0, 60, 0},
{ 7, s_2_363, 0, 59, 0},
{ 7, s_2_364, 0, 65, 0},
{ 6, s_2_365, 0, 66, 0},
{ 6, s_2_366, 0, 67, 0},
{ 6, s_2_367, 0, 91, 0},
{ 2, s_2_368, 0, 13, 0},
{ 3, s_2_369, -1, 10, 0},
{ 5, s_2_370, -1, 128, 0},
{ 5, s_2_371, -2, 105, 0},
{ 4, s_2_372, -3, 113, 0},
{ 5, s_2_373, -4, 97, 0},
{ 5, s_2_374, -5, 96, 0},
{ 5, s_2_375, -6, 98, 0},
{ 5, s_2_376, -7, 99, 0},
{ 6, s_2_377, -8, 102, 0},
{ 5, s_2_378, -10, 124, 0},
{ 6, s_2_379, -11, 121, 0},
{ 6, s_2_380, -12, 101, 0},
{ 7, s_2_381, -13, 117, 0},
{ 3, s_2_382, -14, 11, 0},
{ 4, s_2_383, -1, 137, 0},
{ 5, s_2_384, -2, 10, 0},
{ 5, s_2_385, -3, 89, 0},
{ 3, s_2_386, -18, 12, 0},
{ 3, s_2_387, 0, 53, 0},
{ 3, s_2_388, 0, 54, 0},
{ 3, s_2_389, 0, 55, 0},
{ 3, s_2_390, 0, 56, 0},
{ 4, s_2_391, 0, 135, 0},
{ 4, s_2_392, 0, 131, 0},
{ 4, s_2_393, 0, 129, 0},
{ 4, s_2_394, 0, 133, 0},
{ 4, s_2_395, 0, 132, 0},
{ 4, s_2_396, 0, 130, 0},
{ 4, s_2_397, 0, 134, 0},
{ 3, s_2_398, 0, 57, 0},
{ 3, s_2_399, 0, 58, 0},
{ 3, s_2_400, 0, 123, 0},
{ 3, s_2_401, 0, 120, 0},
{ 5, s_2_402, -1, 68, 0},
{ 4, s_2_403, -2, 69, 0},
{ 3, s_2_404, 0, 70, 0},
{ 5, s_2_405, 0, 92, 0},
{ 5, s_2_406, 0, 93, 0},
{ 4, s_2_407, 0, 94, 0},
{ 4, s_2_408, 0, 71, 0},
{ 4, s_2_409, 0, 72, 0},
{ 4, s_2_410, 0, 73, 0},
{ 4, s_2_411, 0, 74, 0},
{ 4, s_2_412, 0, 13, 0},
{ 5, s_2_413, 0, 75, 0},
{ 3, s_2_414, 0, 77, 0},
{ 3, s_2_415, 0, 78, 0},
{ 5, s_2_416, -1, 109, 0},
{ 6, s_2_417, -1, 26, 0},
{ 6, s_2_418, -2, 30, 0},
{ 6, s_2_419, -3, 31, 0},
{ 7, s_2_420, -4, 28, 0},
{ 7, s_2_421, -5, 27, 0},
{ 7, s_2_422, -6, 29, 0},
{ 3, s_2_423, 0, 79, 0},
{ 3, s_2_424, 0, 80, 0},
{ 4, s_2_425, -1, 20, 0},
{ 5, s_2_426, -1, 17, 0},
{ 4, s_2_427, -3, 82, 0},
{ 5, s_2_428, -1, 49, 0},
{ 4, s_2_429, -5, 81, 0},
{ 5, s_2_430, -6, 12, 0},
{ 4, s_2_431, 0, 3, 0},
{ 5, s_2_432, 0, 4, 0},
{ 4, s_2_433, 0, 14, 0},
{ 4, s_2_434, 0, 15, 0},
{ 4, s_2_435, 0, 16, 0},
{ 5, s_2_436, 0, 63, 0},
{ 5, s_2_437, 0, 64, 0},
{ 5, s_2_438, 0, 61, 0},
{ 5, s_2_439, 0, 62, 0},
{ 5, s_2_440, 0, 60, 0},
{ 5, s_2_441, 0, 59, 0},
{ 5, s_2_442, 0, 65, 0},
{ 4, s_2_443, 0, 66, 0},
{ 4, s_2_444, 0, 67, 0},
{ 4, s_2_445, 0, 91, 0},
{ 3, s_2_446, 0, 124, 0},
{ 3, s_2_447, 0, 125, 0},
{ 3, s_2_448, 0, 126, 0},
{ 4, s_2_449, -1, 121, 0},
{ 6, s_2_450, 0, 110, 0},
{ 6, s_2_451, 0, 111, 0},
{ 6, s_2_452, 0, 112, 0},
{ 2, s_2_453, 0, 20, 0},
{ 4, s_2_454, -1, 19, 0},
{ 3, s_2_455, -2, 18, 0},
{ 3, s_2_456, 0, 104, 0},
{ 4, s_2_457, -1, 26, 0},
{ 4, s_2_458, -2, 30, 0},
{ 4, s_2_459, -3, 31, 0},
{ 6, s_2_460, -4, 106, 0},
{ 6, s_2_461, -5, 107, 0},
{ 6, s_2_462, -6, 108, 0},
{ 5, s_2_463, -7, 28, 0},
{ 5, s_2_464, -8, 27, 0},
{ 5, s_2_465, -9, 29, 0},
{ 3, s_2_466, 0, 116, 0},
{ 4, s_2_467, -1, 32, 0},
{ 4, s_2_468, -2, 33, 0},
{ 4, s_2_469, -3, 34, 0},
{ 4, s_2_470, -4, 40, 0},
{ 4, s_2_471, -5, 39, 0},
{ 6, s_2_472, -6, 84, 0},
{ 6, s_2_473, -7, 85, 0},
{ 6, s_2_474, -8, 122, 0},
{ 7, s_2_475, -9, 86, 0},
{ 4, s_2_476, -10, 95, 0},
{ 5, s_2_477, -1, 1, 0},
{ 6, s_2_478, -2, 2, 0},
{ 4, s_2_479, -13, 35, 0},
{ 5, s_2_480, -1, 83, 0},
{ 4, s_2_481, -15, 37, 0},
{ 4, s_2_482, -16, 13, 0},
{ 6, s_2_483, -1, 9, 0},
{ 6, s_2_484, -2, 6, 0},
{ 6, s_2_485, -3, 7, 0},
{ 6, s_2_486, -4, 8, 0},
{ 6, s_2_487, -5, 5, 0},
{ 4, s_2_488, -22, 41, 0},
{ 4, s_2_489, -23, 42, 0},
{ 4, s_2_490, -24, 43, 0},
{ 5, s_2_491, -1, 123, 0},
{ 4, s_2_492, -26, 44, 0},
{ 5, s_2_493, -1, 120, 0},
{ 7, s_2_494, -2, 92, 0},
{ 7, s_2_495, -3, 93, 0},
{ 6, s_2_496, -4, 94, 0},
{ 5, s_2_497, -31, 77, 0},
{ 5, s_2_498, -32, 78, 0},
{ 5, s_2_499, -33, 79, 0},
{ 5, s_2_500, -34, 80, 0},
{ 4, s_2_501, -35, 45, 0},
{ 6, s_2_502, -36, 91, 0},
{ 5, s_2_503, -37, 38, 0},
{ 4, s_2_504, 0, 84, 0},
{ 4, s_2_505, 0, 85, 0},
{ 4, s_2_506, 0, 122, 0},
{ 5, s_2_507, 0, 86, 0},
{ 3, s_2_508, 0, 25, 0},
{ 6, s_2_509, -1, 121, 0},
{ 5, s_2_510, -2, 100, 0},
{ 7, s_2_511, -3, 117, 0},
{ 2, s_2_512, 0, 95, 0},
{ 3, s_2_513, -1, 1, 0},
{ 4, s_2_514, -2, 2, 0},
{ 3, s_2_515, 0, 104, 0},
{ 5, s_2_516, -1, 128, 0},
{ 8, s_2_517, -2, 106, 0},
{ 8, s_2_518, -3, 107, 0},
{ 8, s_2_519, -4, 108, 0},
{ 5, s_2_520, -5, 47, 0},
{ 6, s_2_521, -6, 114, 0},
{ 4, s_2_522, -7, 46, 0},
{ 5, s_2_523, -8, 100, 0},
{ 5, s_2_524, -9, 105, 0},
{ 4, s_2_525, -10, 113, 0},
{ 6, s_2_526, -1, 110, 0},
{ 6, s_2_527, -2, 111, 0},
{ 6, s_2_528, -3, 112, 0},
{ 5, s_2_529, -14, 97, 0},
{ 5, s_2_530, -15, 96, 0},
{ 5, s_2_531, -16, 98, 0},
{ 5, s_2_532, -17, 76, 0},
{ 5, s_2_533, -18, 99, 0},
{ 6, s_2_534, -19, 102, 0},
{ 3, s_2_535, 0, 83, 0},
{ 3, s_2_536, 0, 116, 0},
{ 5, s_2_537, -1, 124, 0},
{ 6, s_2_538, -2, 121, 0},
{ 4, s_2_539, -3, 103, 0},
{ 6, s_2_540, -4, 127, 0},
{ 6, s_2_541, -5, 118, 0},
{ 5, s_2_542, -6, 48, 0},
{ 6, s_2_543, -7, 101, 0},
{ 7, s_2_544, -8, 117, 0},
{ 7, s_2_545, -9, 90, 0},
{ 3, s_2_546, 0, 50, 0},
{ 4, s_2_547, 0, 115, 0},
{ 4, s_2_548, 0, 13, 0},
{ 4, s_2_549, 0, 52, 0},
{ 4, s_2_550, 0, 51, 0},
{ 5, s_2_551, 0, 124, 0},
{ 5, s_2_552, 0, 125, 0},
{ 5, s_2_553, 0, 126, 0},
{ 6, s_2_554, 0, 84, 0},
{ 6, s_2_555, 0, 85, 0},
{ 6, s_2_556, 0, 122, 0},
{ 7, s_2_557, 0, 86, 0},
{ 4, s_2_558, 0, 95, 0},
{ 5, s_2_559, -1, 1, 0},
{ 6, s_2_560, -2, 2, 0},
{ 5, s_2_561, 0, 83, 0},
{ 4, s_2_562, 0, 13, 0},
{ 6, s_2_563, -1, 137, 0},
{ 7, s_2_564, -2, 89, 0},
{ 5, s_2_565, 0, 123, 0},
{ 5, s_2_566, 0, 120, 0},
{ 7, s_2_567, 0, 92, 0},
{ 7, s_2_568, 0, 93, 0},
{ 6, s_2_569, 0, 94, 0},
{ 5, s_2_570, 0, 77, 0},
{ 5, s_2_571, 0, 78, 0},
{ 5, s_2_572, 0, 79, 0},
{ 5, s_2_573, 0, 80, 0},
{ 6, s_2_574, 0, 14, 0},
{ 6, s_2_575, 0, 15, 0},
{ 6, s_2_576, 0, 16, 0},
{ 6, s_2_577, 0, 91, 0},
{ 2, s_2_578, 0, 13, 0},
{ 3, s_2_579, -1, 10, 0},
{ 5, s_2_580, -1, 128, 0},
{ 5, s_2_581, -2, 105, 0},
{ 4, s_2_582, -3, 113, 0},
{ 6, s_2_583, -1, 110, 0},
{ 6, s_2_584, -2, 111, 0},
{ 6, s_2_585, -3, 112, 0},
{ 5, s_2_586, -7, 97, 0},
{ 5, s_2_587, -8, 96, 0},
{ 5, s_2_588, -9, 98, 0},
{ 5, s_2_589, -10, 99, 0},
{ 6, s_2_590, -11, 102, 0},
{ 5, s_2_591, -13, 124, 0},
{ 6, s_2_592, -14, 121, 0},
{ 6, s_2_593, -15, 101, 0},
{ 7, s_2_594, -16, 117, 0},
{ 3, s_2_595, -17, 11, 0},
{ 4, s_2_596, -1, 137, 0},
{ 5, s_2_597, -2, 10, 0},
{ 5, s_2_598, -3, 89, 0},
{ 3, s_2_599, -21, 12, 0},
{ 3, s_2_600, 0, 53, 0},
{ 3, s_2_601, 0, 54, 0},
{ 3, s_2_602, 0, 55, 0},
{ 3, s_2_603, 0, 56, 0},
{ 3, s_2_604, 0, 161, 0},
{ 4, s_2_605, -1, 135, 0},
{ 5, s_2_606, -2, 128, 0},
{ 4, s_2_607, -3, 131, 0},
{ 4, s_2_608, -4, 129, 0},
{ 8, s_2_609, -1, 138, 0},
{ 8, s_2_610, -2, 139, 0},
{ 8, s_2_611, -3, 140, 0},
{ 6, s_2_612, -4, 150, 0},
{ 4, s_2_613, -9, 133, 0},
{ 4, s_2_614, -10, 132, 0},
{ 5, s_2_615, -11, 155, 0},
{ 5, s_2_616, -12, 156, 0},
{ 4, s_2_617, -13, 130, 0},
{ 4, s_2_618, -14, 134, 0},
{ 5, s_2_619, -1, 144, 0},
{ 5, s_2_620, -2, 145, 0},
{ 5, s_2_621, -3, 146, 0},
{ 5, s_2_622, -4, 148, 0},
{ 5, s_2_623, -5, 147, 0},
{ 3, s_2_624, 0, 57, 0},
{ 3, s_2_625, 0, 58, 0},
{ 5, s_2_626, -1, 124, 0},
{ 6, s_2_627, -2, 121, 0},
{ 6, s_2_628, -3, 127, 0},
{ 6, s_2_629, -4, 149, 0},
{ 3, s_2_630, 0, 123, 0},
{ 8, s_2_631, -1, 141, 0},
{ 8, s_2_632, -2, 142, 0},
{ 8, s_2_633, -3, 143, 0},
{ 3, s_2_634, 0, 104, 0},
{ 5, s_2_635, -1, 128, 0},
{ 5, s_2_636, -2, 68, 0},
{ 4, s_2_637, -3, 69, 0},
{ 5, s_2_638, -4, 100, 0},
{ 5, s_2_639, -5, 105, 0},
{ 4, s_2_640, -6, 113, 0},
{ 5, s_2_641, -7, 97, 0},
{ 5, s_2_642, -8, 96, 0},
{ 5, s_2_643, -9, 98, 0},
{ 5, s_2_644, -10, 99, 0},
{ 6, s_2_645, -11, 102, 0},
{ 3, s_2_646, 0, 70, 0},
{ 8, s_2_647, -1, 110, 0},
{ 8, s_2_648, -2, 111, 0},
{ 8, s_2_649, -3, 112, 0},
{ 8, s_2_650, -4, 106, 0},
{ 8, s_2_651, -5, 107, 0},
{ 8, s_2_652, -6, 108, 0},
{ 5, s_2_653, -7, 116, 0},
{ 6, s_2_654, -8, 114, 0},
{ 5, s_2_655, -9, 25, 0},
{ 8, s_2_656, -1, 121, 0},
{ 7, s_2_657, -2, 100, 0},
{ 9, s_2_658, -3, 117, 0},
{ 4, s_2_659, -13, 13, 0},
{ 8, s_2_660, -1, 110, 0},
{ 8, s_2_661, -2, 111, 0},
{ 8, s_2_662, -3, 112, 0},
{ 6, s_2_663, -17, 115, 0},
{ 3, s_2_664, 0, 116, 0},
{ 5, s_2_665, -1, 124, 0},
{ 6, s_2_666, -2, 121, 0},
{ 4, s_2_667, -3, 13, 0},
{ 8, s_2_668, -1, 110, 0},
{ 8, s_2_669, -2, 111, 0},
{ 8, s_2_670, -3, 112, 0},
{ 6, s_2_671, -7, 127, 0},
{ 6, s_2_672, -8, 118, 0},
{ 6, s_2_673, -9, 115, 0},
{ 5, s_2_674, -10, 92, 0},
{ 5, s_2_675, -11, 93, 0},
{ 6, s_2_676, -12, 101, 0},
{ 7, s_2_677, -13, 117, 0},
{ 7, s_2_678, -14, 90, 0},
{ 4, s_2_679, 0, 104, 0},
{ 6, s_2_680, -1, 105, 0},
{ 5, s_2_681, -2, 113, 0},
{ 7, s_2_682, -1, 106, 0},
{ 7, s_2_683, -2, 107, 0},
{ 7, s_2_684, -3, 108, 0},
{ 6, s_2_685, -6, 97, 0},
{ 6, s_2_686, -7, 96, 0},
{ 6, s_2_687, -8, 98, 0},
{ 6, s_2_688, -9, 99, 0},
{ 4, s_2_689, 0, 116, 0},
{ 7, s_2_690, 0, 121, 0},
{ 6, s_2_691, 0, 100, 0},
{ 8, s_2_692, 0, 117, 0},
{ 4, s_2_693, 0, 94, 0},
{ 6, s_2_694, -1, 128, 0},
{ 9, s_2_695, -2, 106, 0},
{ 9, s_2_696, -3, 107, 0},
{ 9, s_2_697, -4, 108, 0},
{ 7, s_2_698, -5, 114, 0},
{ 6, s_2_699, -6, 100, 0},
{ 6, s_2_700, -7, 105, 0},
{ 5, s_2_701, -8, 113, 0},
{ 6, s_2_702, -9, 97, 0},
{ 6, s_2_703, -10, 96, 0},
{ 6, s_2_704, -11, 98, 0},
{ 6, s_2_705, -12, 76, 0},
{ 6, s_2_706, -13, 99, 0},
{ 7, s_2_707, -14, 102, 0},
{ 4, s_2_708, 0, 71, 0},
{ 4, s_2_709, 0, 72, 0},
{ 6, s_2_710, -1, 124, 0},
{ 7, s_2_711, -2, 121, 0},
{ 5, s_2_712, -3, 103, 0},
{ 7, s_2_713, -4, 127, 0},
{ 7, s_2_714, -5, 118, 0},
{ 7, s_2_715, -6, 101, 0},
{ 8, s_2_716, -7, 117, 0},
{ 8, s_2_717, -8, 90, 0},
{ 4, s_2_718, 0, 73, 0},
{ 4, s_2_719, 0, 74, 0},
{ 9, s_2_720, -1, 110, 0},
{ 9, s_2_721, -2, 111, 0},
{ 9, s_2_722, -3, 112, 0},
{ 5, s_2_723, 0, 13, 0},
{ 5, s_2_724, 0, 75, 0},
{ 3, s_2_725, 0, 77, 0},
{ 3, s_2_726, 0, 78, 0},
{ 5, s_2_727, -1, 109, 0},
{ 6, s_2_728, -1, 26, 0},
{ 6, s_2_729, -2, 30, 0},
{ 6, s_2_730, -3, 31, 0},
{ 7, s_2_731, -4, 28, 0},
{ 7, s_2_732, -5, 27, 0},
{ 7, s_2_733, -6, 29, 0},
{ 3, s_2_734, 0, 79, 0},
{ 3, s_2_735, 0, 80, 0},
{ 4, s_2_736, -1, 20, 0},
{ 5, s_2_737, -1, 17, 0},
{ 4, s_2_738, -3, 82, 0},
{ 5, s_2_739, -1, 49, 0},
{ 4, s_2_740, -5, 81, 0},
{ 5, s_2_741, -6, 12, 0},
{ 4, s_2_742, 0, 14, 0},
{ 4, s_2_743, 0, 15, 0},
{ 4, s_2_744, 0, 16, 0},
{ 4, s_2_745, 0, 101, 0},
{ 5, s_2_746, 0, 117, 0},
{ 4, s_2_747, 0, 104, 0},
{ 5, s_2_748, -1, 63, 0},
{ 5, s_2_749, -2, 64, 0},
{ 5, s_2_750, -3, 61, 0},
{ 9, s_2_751, -1, 106, 0},
{ 9, s_2_752, -2, 107, 0},
{ 9, s_2_753, -3, 108, 0},
{ 7, s_2_754, -4, 114, 0},
{ 5, s_2_755, -8, 62, 0},
{ 5, s_2_756, -9, 60, 0},
{ 6, s_2_757, -10, 100, 0},
{ 6, s_2_758, -11, 105, 0},
{ 5, s_2_759, -12, 59, 0},
{ 5, s_2_760, -13, 65, 0},
{ 6, s_2_761, -1, 97, 0},
{ 6, s_2_762, -2, 96, 0},
{ 6, s_2_763, -3, 98, 0},
{ 6, s_2_764, -4, 76, 0},
{ 6, s_2_765, -5, 99, 0},
{ 7, s_2_766, -19, 102, 0},
{ 4, s_2_767, 0, 66, 0},
{ 4, s_2_768, 0, 67, 0},
{ 7, s_2_769, -1, 118, 0},
{ 7, s_2_770, -2, 101, 0},
{ 8, s_2_771, -3, 117, 0},
{ 8, s_2_772, -4, 90, 0},
{ 4, s_2_773, 0, 91, 0},
{ 9, s_2_774, -1, 110, 0},
{ 9, s_2_775, -2, 111, 0},
{ 9, s_2_776, -3, 112, 0},
{ 4, s_2_777, 0, 124, 0},
{ 4, s_2_778, 0, 125, 0},
{ 4, s_2_779, 0, 126, 0},
{ 7, s_2_780, 0, 84, 0},
{ 7, s_2_781, 0, 85, 0},
{ 7, s_2_782, 0, 122, 0},
{ 8, s_2_783, 0, 86, 0},
{ 5, s_2_784, 0, 95, 0},
{ 6, s_2_785, -1, 1, 0},
{ 7, s_2_786, -2, 2, 0},
{ 6, s_2_787, 0, 83, 0},
{ 5, s_2_788, 0, 13, 0},
{ 6, s_2_789, 0, 123, 0},
{ 6, s_2_790, 0, 120, 0},
{ 8, s_2_791, 0, 92, 0},
{ 8, s_2_792, 0, 93, 0},
{ 7, s_2_793, 0, 94, 0},
{ 6, s_2_794, 0, 77, 0},
{ 6, s_2_795, 0, 78, 0},
{ 6, s_2_796, 0, 79, 0},
{ 6, s_2_797, 0, 80, 0},
{ 7, s_2_798, 0, 91, 0},
{ 5, s_2_799, 0, 84, 0},
{ 5, s_2_800, 0, 85, 0},
{ 5, s_2_801, 0, 122, 0},
{ 6, s_2_802, 0, 86, 0},
{ 3, s_2_803, 0, 95, 0},
{ 4, s_2_804, 0, 83, 0},
{ 3, s_2_805, 0, 13, 0},
{ 4, s_2_806, -1, 10, 0},
{ 4, s_2_807, -2, 87, 0},
{ 4, s_2_808, -3, 159, 0},
{ 5, s_2_809, -4, 88, 0},
{ 4, s_2_810, 0, 123, 0},
{ 4, s_2_811, 0, 120, 0},
{ 4, s_2_812, 0, 77, 0},
{ 4, s_2_813, 0, 78, 0},
{ 4, s_2_814, 0, 79, 0},
{ 4, s_2_815, 0, 80, 0},
{ 5, s_2_816, 0, 14, 0},
{ 5, s_2_817, 0, 15, 0},
{ 5, s_2_818, 0, 16, 0},
{ 5, s_2_819, 0, 91, 0},
{ 4, s_2_820, 0, 124, 0},
{ 4, s_2_821, 0, 125, 0},
{ 4, s_2_822, 0, 126, 0},
{ 5, s_2_823, 0, 84, 0},
{ 5, s_2_824, 0, 85, 0},
{ 5, s_2_825, 0, 122, 0},
{ 6, s_2_826, 0, 86, 0},
{ 3, s_2_827, 0, 95, 0},
{ 4, s_2_828, -1, 1, 0},
{ 5, s_2_829, -2, 2, 0},
{ 4, s_2_830, 0, 83, 0},
{ 3, s_2_831, 0, 13, 0},
{ 5, s_2_832, -1, 137, 0},
{ 6, s_2_833, -2, 89, 0},
{ 4, s_2_834, 0, 123, 0},
{ 4, s_2_835, 0, 120, 0},
{ 6, s_2_836, 0, 92, 0},
{ 6, s_2_837, 0, 93, 0},
{ 5, s_2_838, 0, 94, 0},
{ 4, s_2_839, 0, 77, 0},
{ 4, s_2_840, 0, 78, 0},
{ 4, s_2_841, 0, 79, 0},
{ 4, s_2_842, 0, 80, 0},
{ 5, s_2_843, 0, 14, 0},
{ 5, s_2_844, 0, 15, 0},
{ 5, s_2_845, 0, 16, 0},
{ 5, s_2_846, 0, 91, 0},
{ 2, s_2_847, 0, 104, 0},
{ 4, s_2_848, -1, 128, 0},
{ 7, s_2_849, -2, 106, 0},
{ 7, s_2_850, -3, 107, 0},
{ 7, s_2_851, -4, 108, 0},
{ 5, s_2_852, -5, 114, 0},
{ 4, s_2_853, -6, 100, 0},
{ 4, s_2_854, -7, 105, 0},
{ 3, s_2_855, -8, 113, 0},
{ 4, s_2_856, -9, 97, 0},
{ 4, s_2_857, -10, 96, 0},
{ 4, s_2_858, -11, 98, 0},
{ 4, s_2_859, -12, 76, 0},
{ 4, s_2_860, -13, 99, 0},
{ 5, s_2_861, -14, 102, 0},
{ 2, s_2_862, 0, 116, 0},
{ 4, s_2_863, -1, 124, 0},
{ 4, s_2_864, -2, 125, 0},
{ 4, s_2_865, -3, 126, 0},
{ 5, s_2_866, -1, 121, 0},
{ 7, s_2_867, -5, 84, 0},
{ 7, s_2_868, -6, 85, 0},
{ 7, s_2_869, -7, 122, 0},
{ 8, s_2_870, -8, 86, 0},
{ 5, s_2_871, -9, 95, 0},
{ 6, s_2_872, -1, 1, 0},
{ 7, s_2_873, -2, 2, 0},
{ 6, s_2_874, -12, 83, 0},
{ 5, s_2_875, -13, 13, 0},
{ 6, s_2_876, -14, 123, 0},
{ 6, s_2_877, -15, 120, 0},
{ 8, s_2_878, -16, 92, 0},
{ 8, s_2_879, -17, 93, 0},
{ 7, s_2_880, -18, 94, 0},
{ 6, s_2_881, -19, 77, 0},
{ 6, s_2_882, -20, 78, 0},
{ 6, s_2_883, -21, 79, 0},
{ 6, s_2_884, -22, 80, 0},
{ 7, s_2_885, -23, 91, 0},
{ 5, s_2_886, -24, 84, 0},
{ 5, s_2_887, -25, 85, 0},
{ 5, s_2_888, -26, 122, 0},
{ 6, s_2_889, -27, 86, 0},
{ 3, s_2_890, -28, 95, 0},
{ 4, s_2_891, -1, 1, 0},
{ 5, s_2_892, -2, 2, 0},
{ 4, s_2_893, -31, 83, 0},
{ 3, s_2_894, -32, 13, 0},
{ 5, s_2_895, -1, 137, 0},
{ 6, s_2_896, -2, 89, 0},
{ 4, s_2_897, -35, 123, 0},
{ 5, s_2_898, -1, 127, 0},
{ 4, s_2_899, -37, 120, 0},
{ 5, s_2_900, -38, 118, 0},
{ 6, s_2_901, -39, 92, 0},
{ 6, s_2_902, -40, 93, 0},
{ 5, s_2_903, -41, 94, 0},
{ 4, s_2_904, -42, 77, 0},
{ 4, s_2_905, -43, 78, 0},
{ 4, s_2_906, -44, 79, 0},
{ 4, s_2_907, -45, 80, 0},
{ 5, s_2_908, -46, 14, 0},
{ 5, s_2_909, -47, 15, 0},
{ 5, s_2_910, -48, 16, 0},
{ 5, s_2_911, -49, 101, 0},
{ 6, s_2_912, -50, 117, 0},
{ 5, s_2_913, -51, 91, 0},
{ 6, s_2_914, -1, 90, 0},
{ 7, s_2_915, 0, 110, 0},
{ 7, s_2_916, 0, 111, 0},
{ 7, s_2_917, 0, 112, 0},
{ 4, s_2_918, 0, 124, 0},
{ 4, s_2_919, 0, 125, 0},
{ 4, s_2_920, 0, 126, 0},
{ 5, s_2_921, 0, 14, 0},
{ 5, s_2_922, 0, 15, 0},
{ 5, s_2_923, 0, 16, 0},
{ 3, s_2_924, 0, 124, 0},
{ 5, s_2_925, 0, 124, 0},
{ 4, s_2_926, 0, 162, 0},
{ 5, s_2_927, 0, 161, 0},
{ 7, s_2_928, -1, 155, 0},
{ 7, s_2_929, -2, 156, 0},
{ 8, s_2_930, -3, 138, 0},
{ 8, s_2_931, -4, 139, 0},
{ 8, s_2_932, -5, 140, 0},
{ 7, s_2_933, -6, 144, 0},
{ 7, s_2_934, -7, 145, 0},
{ 7, s_2_935, -8, 146, 0},
{ 7, s_2_936, -9, 147, 0},
{ 5, s_2_937, 0, 157, 0},
{ 8, s_2_938, -1, 121, 0},
{ 7, s_2_939, -2, 155, 0},
{ 4, s_2_940, 0, 121, 0},
{ 4, s_2_941, 0, 164, 0},
{ 5, s_2_942, 0, 153, 0},
{ 6, s_2_943, 0, 136, 0},
{ 2, s_2_944, 0, 20, 0},
{ 3, s_2_945, -1, 18, 0},
{ 3, s_2_946, 0, 109, 0},
{ 4, s_2_947, -1, 26, 0},
{ 4, s_2_948, -2, 30, 0},
{ 4, s_2_949, -3, 31, 0},
{ 5, s_2_950, -4, 28, 0},
{ 5, s_2_951, -5, 27, 0},
{ 5, s_2_952, -6, 29, 0},
{ 4, s_2_953, 0, 32, 0},
{ 4, s_2_954, 0, 33, 0},
{ 4, s_2_955, 0, 34, 0},
{ 4, s_2_956, 0, 40, 0},
{ 4, s_2_957, 0, 39, 0},
{ 6, s_2_958, 0, 84, 0},
{ 6, s_2_959, 0, 85, 0},
{ 6, s_2_960, 0, 122, 0},
{ 7, s_2_961, 0, 86, 0},
{ 4, s_2_962, 0, 95, 0},
{ 5, s_2_963, -1, 1, 0},
{ 6, s_2_964, -2, 2, 0},
{ 4, s_2_965, 0, 35, 0},
{ 5, s_2_966, -1, 83, 0},
{ 4, s_2_967, 0, 37, 0},
{ 4, s_2_968, 0, 13, 0},
{ 6, s_2_969, -1, 9, 0},
{ 6, s_2_970, -2, 6, 0},
{ 6, s_2_971, -3, 7, 0},
{ 6, s_2_972, -4, 8, 0},
{ 6, s_2_973, -5, 5, 0},
{ 4, s_2_974, 0, 41, 0},
{ 4, s_2_975, 0, 42, 0},
{ 4, s_2_976, 0, 43, 0},
{ 5, s_2_977, -1, 123, 0},
{ 4, s_2_978, 0, 44, 0},
{ 5, s_2_979, -1, 120, 0},
{ 7, s_2_980, -2, 92, 0},
{ 7, s_2_981, -3, 93, 0},
{ 6, s_2_982, -4, 94, 0},
{ 5, s_2_983, 0, 77, 0},
{ 5, s_2_984, 0, 78, 0},
{ 5, s_2_985, 0, 79, 0},
{ 5, s_2_986, 0, 80, 0},
{ 4, s_2_987, 0, 45, 0},
{ 6, s_2_988, 0, 91, 0},
{ 5, s_2_989, 0, 38, 0},
{ 4, s_2_990, 0, 84, 0},
{ 4, s_2_991, 0, 85, 0},
{ 4, s_2_992, 0, 122, 0},
{ 5, s_2_993, 0, 86, 0},
{ 2, s_2_994, 0, 95, 0},
{ 3, s_2_995, -1, 1, 0},
{ 4, s_2_996, -2, 2, 0},
{ 3, s_2_997, 0, 104, 0},
{ 5, s_2_998, -1, 128, 0},
{ 8, s_2_999, -2, 106, 0},
{ 8, s_2_1000, -3, 107, 0},
{ 8, s_2_1001, -4, 108, 0},
{ 5, s_2_1002, -5, 47, 0},
{ 6, s_2_1003, -6, 114, 0},
{ 4, s_2_1004, -7, 46, 0},
{ 5, s_2_1005, -8, 100, 0},
{ 5, s_2_1006, -9, 105, 0},
{ 4, s_2_1007, -10, 113, 0},
{ 6, s_2_1008, -1, 110, 0},
{ 6, s_2_1009, -2, 111, 0},
{ 6, s_2_1010, -3, 112, 0},
{ 5, s_2_1011, -14, 97, 0},
{ 5, s_2_1012, -15, 96, 0},
{ 5, s_2_1013, -16, 98, 0},
{ 5, s_2_1014, -17, 76, 0},
{ 5, s_2_1015, -18, 99, 0},
{ 6, s_2_1016, -19, 102, 0},
{ 3, s_2_1017, 0, 83, 0},
{ 3, s_2_1018, 0, 116, 0},
{ 5, s_2_1019, -1, 124, 0},
{ 6, s_2_1020, -2, 121, 0},
{ 4, s_2_1021, -3, 103, 0},
{ 6, s_2_1022, -4, 127, 0},
{ 6, s_2_1023, -5, 118, 0},
{ 5, s_2_1024, -6, 48, 0},
{ 6, s_2_1025, -7, 101, 0},
{ 7, s_2_1026, -8, 117, 0},
{ 7, s_2_1027, -9, 90, 0},
{ 3, s_2_1028, 0, 50, 0},
{ 4, s_2_1029, 0, 115, 0},
{ 4, s_2_1030, 0, 13, 0},
{ 4, s_2_1031, 0, 52, 0},
{ 4, s_2_1032, 0, 51, 0},
{ 2, s_2_1033, 0, 13, 0},
{ 3, s_2_1034, -1, 10, 0},
{ 5, s_2_1035, -1, 128, 0},
{ 5, s_2_1036, -2, 105, 0},
{ 4, s_2_1037, -3, 113, 0},
{ 5, s_2_1038, -4, 97, 0},
{ 5, s_2_1039, -5, 96, 0},
{ 5, s_2_1040, -6, 98, 0},
{ 5, s_2_1041, -7, 99, 0},
{ 6, s_2_1042, -8, 102, 0},
{ 5, s_2_1043, -10, 124, 0},
{ 6, s_2_1044, -11, 121, 0},
{ 6, s_2_1045, -12, 101, 0},
{ 7, s_2_1046, -13, 117, 0},
{ 3, s_2_1047, -14, 11, 0},
{ 4, s_2_1048, -1, 137, 0},
{ 5, s_2_1049, -2, 89, 0},
{ 3, s_2_1050, -17, 12, 0},
{ 3, s_2_1051, 0, 53, 0},
{ 3, s_2_1052, 0, 54, 0},
{ 3, s_2_1053, 0, 55, 0},
{ 3, s_2_1054, 0, 56, 0},
{ 4, s_2_1055, 0, 135, 0},
{ 4, s_2_1056, 0, 131, 0},
{ 4, s_2_1057, 0, 129, 0},
{ 4, s_2_1058, 0, 133, 0},
{ 4, s_2_1059, 0, 132, 0},
{ 4, s_2_1060, 0, 130, 0},
{ 4, s_2_1061, 0, 134, 0},
{ 3, s_2_1062, 0, 152, 0},
{ 3, s_2_1063, 0, 154, 0},
{ 3, s_2_1064, 0, 123, 0},
{ 4, s_2_1065, 0, 161, 0},
{ 6, s_2_1066, -1, 128, 0},
{ 6, s_2_1067, -2, 155, 0},
{ 5, s_2_1068, -3, 160, 0},
{ 6, s_2_1069, -1, 153, 0},
{ 7, s_2_1070, -2, 141, 0},
{ 7, s_2_1071, -3, 142, 0},
{ 7, s_2_1072, -4, 143, 0},
{ 4, s_2_1073, 0, 162, 0},
{ 5, s_2_1074, -1, 158, 0},
{ 7, s_2_1075, -2, 127, 0},
{ 5, s_2_1076, 0, 164, 0},
{ 3, s_2_1077, 0, 104, 0},
{ 5, s_2_1078, -1, 128, 0},
{ 8, s_2_1079, -2, 106, 0},
{ 8, s_2_1080, -3, 107, 0},
{ 8, s_2_1081, -4, 108, 0},
{ 6, s_2_1082, -5, 114, 0},
{ 5, s_2_1083, -6, 68, 0},
{ 4, s_2_1084, -7, 69, 0},
{ 5, s_2_1085, -8, 100, 0},
{ 5, s_2_1086, -9, 105, 0},
{ 4, s_2_1087, -10, 113, 0},
{ 6, s_2_1088, -1, 110, 0},
{ 6, s_2_1089, -2, 111, 0},
{ 6, s_2_1090, -3, 112, 0},
{ 5, s_2_1091, -14, 97, 0},
{ 5, s_2_1092, -15, 96, 0},
{ 5, s_2_1093, -16, 98, 0},
{ 5, s_2_1094, -17, 76, 0},
{ 5, s_2_1095, -18, 99, 0},
{ 6, s_2_1096, -19, 102, 0},
{ 3, s_2_1097, 0, 70, 0},
{ 3, s_2_1098, 0, 116, 0},
{ 5, s_2_1099, -1, 124, 0},
{ 6, s_2_1100, -2, 121, 0},
{ 4, s_2_1101, -3, 103, 0},
{ 6, s_2_1102, -4, 127, 0},
{ 6, s_2_1103, -5, 118, 0},
{ 5, s_2_1104, -6, 92, 0},
{ 5, s_2_1105, -7, 93, 0},
{ 6, s_2_1106, -8, 101, 0},
{ 7, s_2_1107, -9, 117, 0},
{ 7, s_2_1108, -10, 90, 0},
{ 4, s_2_1109, 0, 94, 0},
{ 4, s_2_1110, 0, 71, 0},
{ 4, s_2_1111, 0, 72, 0},
{ 4, s_2_1112, 0, 73, 0},
{ 4, s_2_1113, 0, 74, 0},
{ 4, s_2_1114, 0, 13, 0},
{ 3, s_2_1115, 0, 77, 0},
{ 3, s_2_1116, 0, 78, 0},
{ 5, s_2_1117, -1, 109, 0},
{ 6, s_2_1118, -1, 26, 0},
{ 6, s_2_1119, -2, 30, 0},
{ 6, s_2_1120, -3, 31, 0},
{ 7, s_2_1121, -4, 28, 0},
{ 7, s_2_1122, -5, 27, 0},
{ 7, s_2_1123, -6, 29, 0},
{ 3, s_2_1124, 0, 79, 0},
{ 3, s_2_1125, 0, 80, 0},
{ 4, s_2_1126, -1, 20, 0},
{ 5, s_2_1127, -1, 17, 0},
{ 4, s_2_1128, -3, 82, 0},
{ 5, s_2_1129, -1, 49, 0},
{ 4, s_2_1130, -5, 81, 0},
{ 5, s_2_1131, -6, 12, 0},
{ 5, s_2_1132, 0, 116, 0},
{ 7, s_2_1133, 0, 101, 0},
{ 6, s_2_1134, 0, 104, 0},
{ 8, s_2_1135, -1, 100, 0},
{ 8, s_2_1136, -2, 105, 0},
{ 9, s_2_1137, -3, 106, 0},
{ 9, s_2_1138, -4, 107, 0},
{ 9, s_2_1139, -5, 108, 0},
{ 8, s_2_1140, -6, 97, 0},
{ 8, s_2_1141, -7, 96, 0},
{ 8, s_2_1142, -8, 98, 0},
{ 8, s_2_1143, -9, 99, 0},
{ 6, s_2_1144, 0, 25, 0},
{ 8, s_2_1145, -1, 100, 0},
{ 10, s_2_1146, -2, 117, 0},
{ 5, s_2_1147, 0, 13, 0},
{ 6, s_2_1148, 0, 70, 0},
{ 7, s_2_1149, 0, 115, 0},
{ 4, s_2_1150, 0, 101, 0},
{ 5, s_2_1151, 0, 117, 0},
{ 5, s_2_1152, 0, 63, 0},
{ 5, s_2_1153, 0, 64, 0},
{ 5, s_2_1154, 0, 61, 0},
{ 5, s_2_1155, 0, 62, 0},
{ 5, s_2_1156, 0, 60, 0},
{ 5, s_2_1157, 0, 59, 0},
{ 5, s_2_1158, 0, 65, 0},
{ 4, s_2_1159, 0, 66, 0},
{ 4, s_2_1160, 0, 67, 0},
{ 4, s_2_1161, 0, 91, 0},
{ 5, s_2_1162, 0, 104, 0},
{ 7, s_2_1163, -1, 100, 0},
{ 6, s_2_1164, -2, 113, 0},
{ 7, s_2_1165, -1, 70, 0},
{ 8, s_2_1166, -2, 110, 0},
{ 8, s_2_1167, -3, 111, 0},
{ 8, s_2_1168, -4, 112, 0},
{ 8, s_2_1169, -7, 102, 0},
{ 5, s_2_1170, 0, 116, 0},
{ 6, s_2_1171, -1, 103, 0},
{ 9, s_2_1172, -2, 90, 0},
{ 6, s_2_1173, 0, 13, 0},
{ 2, s_2_1174, 0, 104, 0},
{ 4, s_2_1175, -1, 105, 0},
{ 3, s_2_1176, -2, 113, 0},
{ 4, s_2_1177, -3, 97, 0},
{ 4, s_2_1178, -4, 96, 0},
{ 4, s_2_1179, -5, 98, 0},
{ 4, s_2_1180, -6, 99, 0},
{ 2, s_2_1181, 0, 116, 0},
{ 4, s_2_1182, 0, 124, 0},
{ 4, s_2_1183, 0, 125, 0},
{ 4, s_2_1184, 0, 126, 0},
{ 7, s_2_1185, 0, 84, 0},
{ 7, s_2_1186, 0, 85, 0},
{ 7, s_2_1187, 0, 122, 0},
{ 8, s_2_1188, 0, 86, 0},
{ 5, s_2_1189, 0, 95, 0},
{ 6, s_2_1190, -1, 1, 0},
{ 7, s_2_1191, -2, 2, 0},
{ 6, s_2_1192, 0, 83, 0},
{ 5, s_2_1193, 0, 13, 0},
{ 6, s_2_1194, 0, 123, 0},
{ 8, s_2_1195, 0, 92, 0},
{ 8, s_2_1196, 0, 93, 0},
{ 7, s_2_1197, 0, 94, 0},
{ 6, s_2_1198, 0, 77, 0},
{ 6, s_2_1199, 0, 78, 0},
{ 6, s_2_1200, 0, 79, 0},
{ 6, s_2_1201, 0, 80, 0},
{ 7, s_2_1202, 0, 91, 0},
{ 5, s_2_1203, 0, 84, 0},
{ 5, s_2_1204, 0, 85, 0},
{ 5, s_2_1205, 0, 122, 0},
{ 6, s_2_1206, 0, 86, 0},
{ 3, s_2_1207, 0, 95, 0},
{ 4, s_2_1208, -1, 1, 0},
{ 5, s_2_1209, -2, 2, 0},
{ 4, s_2_1210, 0, 104, 0},
{ 4, s_2_1211, 0, 83, 0},
{ 3, s_2_1212, 0, 13, 0},
{ 5, s_2_1213, -1, 137, 0},
{ 6, s_2_1214, -2, 89, 0},
{ 4, s_2_1215, 0, 123, 0},
{ 4, s_2_1216, 0, 120, 0},
{ 6, s_2_1217, 0, 92, 0},
{ 6, s_2_1218, 0, 93, 0},
{ 5, s_2_1219, 0, 94, 0},
{ 4, s_2_1220, 0, 77, 0},
{ 4, s_2_1221, 0, 78, 0},
{ 4, s_2_1222, 0, 79, 0},
{ 4, s_2_1223, 0, 80, 0},
{ 5, s_2_1224, 0, 14, 0},
{ 5, s_2_1225, 0, 15, 0},
{ 5, s_2_1226, 0, 16, 0},
{ 5, s_2_1227, 0, 91, 0},
{ 5, s_2_1228, 0, 121, 0},
{ 4, s_2_1229, 0, 100, 0},
{ 6, s_2_1230, 0, 117, 0},
{ 2, s_2_1231, 0, 104, 0},
{ 4, s_2_1232, -1, 100, 0},
{ 4, s_2_1233, -2, 105, 0},
{ 2, s_2_1234, 0, 119, 0},
{ 2, s_2_1235, 0, 116, 0},
{ 2, s_2_1236, 0, 104, 0},
{ 4, s_2_1237, -1, 128, 0},
{ 4, s_2_1238, -2, 100, 0},
{ 4, s_2_1239, -3, 105, 0},
{ 3, s_2_1240, -4, 113, 0},
{ 4, s_2_1241, -5, 97, 0},
{ 4, s_2_1242, -6, 96, 0},
{ 4, s_2_1243, -7, 98, 0},
{ 4, s_2_1244, -8, 99, 0},
{ 5, s_2_1245, -9, 102, 0},
{ 2, s_2_1246, 0, 119, 0},
{ 4, s_2_1247, -1, 124, 0},
{ 4, s_2_1248, -2, 125, 0},
{ 4, s_2_1249, -3, 126, 0},
{ 7, s_2_1250, -4, 110, 0},
{ 7, s_2_1251, -5, 111, 0},
{ 7, s_2_1252, -6, 112, 0},
{ 4, s_2_1253, -7, 104, 0},
{ 5, s_2_1254, -1, 26, 0},
{ 5, s_2_1255, -2, 30, 0},
{ 5, s_2_1256, -3, 31, 0},
{ 7, s_2_1257, -4, 106, 0},
{ 7, s_2_1258, -5, 107, 0},
{ 7, s_2_1259, -6, 108, 0},
{ 6, s_2_1260, -7, 28, 0},
{ 6, s_2_1261, -8, 27, 0},
{ 6, s_2_1262, -9, 29, 0},
{ 4, s_2_1263, -17, 116, 0},
{ 7, s_2_1264, -1, 84, 0},
{ 7, s_2_1265, -2, 85, 0},
{ 7, s_2_1266, -3, 123, 0},
{ 8, s_2_1267, -4, 86, 0},
{ 5, s_2_1268, -5, 95, 0},
{ 6, s_2_1269, -1, 1, 0},
{ 7, s_2_1270, -2, 2, 0},
{ 5, s_2_1271, -8, 24, 0},
{ 6, s_2_1272, -1, 83, 0},
{ 5, s_2_1273, -10, 13, 0},
{ 7, s_2_1274, -11, 21, 0},
{ 5, s_2_1275, -12, 23, 0},
{ 6, s_2_1276, -1, 123, 0},
{ 6, s_2_1277, -14, 120, 0},
{ 8, s_2_1278, -15, 92, 0},
{ 8, s_2_1279, -16, 93, 0},
{ 6, s_2_1280, -17, 22, 0},
{ 7, s_2_1281, -18, 94, 0},
{ 6, s_2_1282, -19, 77, 0},
{ 6, s_2_1283, -20, 78, 0},
{ 6, s_2_1284, -21, 79, 0},
{ 6, s_2_1285, -22, 80, 0},
{ 7, s_2_1286, -23, 91, 0},
{ 5, s_2_1287, -41, 84, 0},
{ 5, s_2_1288, -42, 85, 0},
{ 5, s_2_1289, -43, 114, 0},
{ 5, s_2_1290, -44, 122, 0},
{ 6, s_2_1291, -45, 86, 0},
{ 4, s_2_1292, -46, 25, 0},
{ 7, s_2_1293, -1, 121, 0},
{ 6, s_2_1294, -2, 100, 0},
{ 8, s_2_1295, -3, 117, 0},
{ 3, s_2_1296, -50, 95, 0},
{ 4, s_2_1297, -1, 1, 0},
{ 5, s_2_1298, -2, 2, 0},
{ 4, s_2_1299, -53, 83, 0},
{ 3, s_2_1300, -54, 13, 0},
{ 4, s_2_1301, -1, 10, 0},
{ 7, s_2_1302, -1, 110, 0},
{ 7, s_2_1303, -2, 111, 0},
{ 7, s_2_1304, -3, 112, 0},
{ 4, s_2_1305, -5, 87, 0},
{ 4, s_2_1306, -6, 159, 0},
{ 5, s_2_1307, -7, 88, 0},
{ 5, s_2_1308, -62, 135, 0},
{ 5, s_2_1309, -63, 131, 0},
{ 5, s_2_1310, -64, 129, 0},
{ 5, s_2_1311, -65, 133, 0},
{ 5, s_2_1312, -66, 132, 0},
{ 5, s_2_1313, -67, 130, 0},
{ 5, s_2_1314, -68, 134, 0},
{ 4, s_2_1315, -69, 152, 0},
{ 4, s_2_1316, -70, 154, 0},
{ 4, s_2_1317, -71, 123, 0},
{ 4, s_2_1318, -72, 120, 0},
{ 4, s_2_1319, -73, 70, 0},
{ 6, s_2_1320, -74, 92, 0},
{ 6, s_2_1321, -75, 93, 0},
{ 5, s_2_1322, -76, 94, 0},
{ 5, s_2_1323, -77, 151, 0},
{ 6, s_2_1324, -78, 75, 0},
{ 4, s_2_1325, -79, 77, 0},
{ 4, s_2_1326, -80, 78, 0},
{ 4, s_2_1327, -81, 79, 0},
{ 5, s_2_1328, -82, 14, 0},
{ 5, s_2_1329, -83, 15, 0},
{ 5, s_2_1330, -84, 16, 0},
{ 6, s_2_1331, -85, 63, 0},
{ 6, s_2_1332, -86, 64, 0},
{ 6, s_2_1333, -87, 61, 0},
{ 6, s_2_1334, -88, 62, 0},
{ 6, s_2_1335, -89, 60, 0},
{ 6, s_2_1336, -90, 59, 0},
{ 6, s_2_1337, -91, 65, 0},
{ 5, s_2_1338, -92, 66, 0},
{ 5, s_2_1339, -93, 67, 0},
{ 5, s_2_1340, -94, 91, 0},
{ 2, s_2_1341, 0, 116, 0},
{ 4, s_2_1342, -1, 124, 0},
{ 4, s_2_1343, -2, 125, 0},
{ 4, s_2_1344, -3, 126, 0},
{ 5, s_2_1345, -1, 121, 0},
{ 7, s_2_1346, -5, 84, 0},
{ 7, s_2_1347, -6, 85, 0},
{ 7, s_2_1348, -7, 122, 0},
{ 8, s_2_1349, -8, 86, 0},
{ 5, s_2_1350, -9, 95, 0},
{ 6, s_2_1351, -1, 1, 0},
{ 7, s_2_1352, -2, 2, 0},
{ 6, s_2_1353, -12, 83, 0},
{ 5, s_2_1354, -13, 13, 0},
{ 6, s_2_1355, -14, 123, 0},
{ 6, s_2_1356, -15, 120, 0},
{ 8, s_2_1357, -16, 92, 0},
{ 8, s_2_1358, -17, 93, 0},
{ 7, s_2_1359, -18, 94, 0},
{ 6, s_2_1360, -19, 77, 0},
{ 6, s_2_1361, -20, 78, 0},
{ 6, s_2_1362, -21, 79, 0},
{ 6, s_2_1363, -22, 80, 0},
{ 7, s_2_1364, -23, 91, 0},
{ 5, s_2_1365, -24, 84, 0},
{ 5, s_2_1366, -25, 85, 0},
{ 5, s_2_1367, -26, 122, 0},
{ 6, s_2_1368, -27, 86, 0},
{ 3, s_2_1369, -28, 95, 0},
{ 4, s_2_1370, -1, 1, 0},
{ 5, s_2_1371, -2, 2, 0},
{ 4, s_2_1372, -31, 83, 0},
{ 3, s_2_1373, -32, 13, 0},
{ 5, s_2_1374, -1, 137, 0},
{ 6, s_2_1375, -2, 89, 0},
{ 4, s_2_1376, -35, 123, 0},
{ 5, s_2_1377, -1, 127, 0},
{ 4, s_2_1378, -37, 120, 0},
{ 5, s_2_1379, -38, 118, 0},
{ 6, s_2_1380, -39, 92, 0},
{ 6, s_2_1381, -40, 93, 0},
{ 5, s_2_1382, -41, 94, 0},
{ 4, s_2_1383, -42, 77, 0},
{ 4, s_2_1384, -43, 78, 0},
{ 4, s_2_1385, -44, 79, 0},
{ 4, s_2_1386, -45, 80, 0},
{ 5, s_2_1387, -46, 14, 0},
{ 5, s_2_1388, -47, 15, 0},
{ 5, s_2_1389, -48, 16, 0},
{ 5, s_2_1390, -49, 101, 0},
{ 6, s_2_1391, -50, 117, 0},
{ 5, s_2_1392, -51, 91, 0},
{ 6, s_2_1393, -1, 90, 0},
{ 4, s_2_1394, 0, 124, 0},
{ 4, s_2_1395, 0, 125, 0},
{ 4, s_2_1396, 0, 126, 0},
{ 3, s_2_1397, 0, 20, 0},
{ 5, s_2_1398, -1, 19, 0},
{ 4, s_2_1399, -2, 18, 0},
{ 5, s_2_1400, 0, 32, 0},
{ 5, s_2_1401, 0, 33, 0},
{ 5, s_2_1402, 0, 34, 0},
{ 5, s_2_1403, 0, 40, 0},
{ 5, s_2_1404, 0, 39, 0},
{ 5, s_2_1405, 0, 35, 0},
{ 5, s_2_1406, 0, 37, 0},
{ 5, s_2_1407, 0, 36, 0},
{ 7, s_2_1408, -1, 9, 0},
{ 7, s_2_1409, -2, 6, 0},
{ 7, s_2_1410, -3, 7, 0},
{ 7, s_2_1411, -4, 8, 0},
{ 7, s_2_1412, -5, 5, 0},
{ 5, s_2_1413, 0, 41, 0},
{ 5, s_2_1414, 0, 42, 0},
{ 5, s_2_1415, 0, 43, 0},
{ 5, s_2_1416, 0, 44, 0},
{ 5, s_2_1417, 0, 45, 0},
{ 6, s_2_1418, 0, 38, 0},
{ 5, s_2_1419, 0, 84, 0},
{ 5, s_2_1420, 0, 85, 0},
{ 5, s_2_1421, 0, 122, 0},
{ 6, s_2_1422, 0, 86, 0},
{ 3, s_2_1423, 0, 95, 0},
{ 4, s_2_1424, -1, 1, 0},
{ 5, s_2_1425, -2, 2, 0},
{ 4, s_2_1426, 0, 104, 0},
{ 6, s_2_1427, -1, 47, 0},
{ 5, s_2_1428, -2, 46, 0},
{ 4, s_2_1429, 0, 83, 0},
{ 4, s_2_1430, 0, 116, 0},
{ 6, s_2_1431, -1, 48, 0},
{ 4, s_2_1432, 0, 50, 0},
{ 5, s_2_1433, 0, 52, 0},
{ 5, s_2_1434, 0, 51, 0},
{ 3, s_2_1435, 0, 13, 0},
{ 4, s_2_1436, -1, 10, 0},
{ 4, s_2_1437, -2, 11, 0},
{ 5, s_2_1438, -1, 137, 0},
{ 6, s_2_1439, -2, 10, 0},
{ 6, s_2_1440, -3, 89, 0},
{ 4, s_2_1441, -6, 12, 0},
{ 4, s_2_1442, 0, 53, 0},
{ 4, s_2_1443, 0, 54, 0},
{ 4, s_2_1444, 0, 55, 0},
{ 4, s_2_1445, 0, 56, 0},
{ 5, s_2_1446, 0, 135, 0},
{ 5, s_2_1447, 0, 131, 0},
{ 5, s_2_1448, 0, 129, 0},
{ 5, s_2_1449, 0, 133, 0},
{ 5, s_2_1450, 0, 132, 0},
{ 5, s_2_1451, 0, 130, 0},
{ 5, s_2_1452, 0, 134, 0},
{ 4, s_2_1453, 0, 57, 0},
{ 4, s_2_1454, 0, 58, 0},
{ 4, s_2_1455, 0, 123, 0},
{ 4, s_2_1456, 0, 120, 0},
{ 6, s_2_1457, -1, 68, 0},
{ 5, s_2_1458, -2, 69, 0},
{ 4, s_2_1459, 0, 70, 0},
{ 6, s_2_1460, 0, 92, 0},
{ 6, s_2_1461, 0, 93, 0},
{ 5, s_2_1462, 0, 94, 0},
{ 5, s_2_1463, 0, 71, 0},
{ 5, s_2_1464, 0, 72, 0},
{ 5, s_2_1465, 0, 73, 0},
{ 5, s_2_1466, 0, 74, 0},
{ 4, s_2_1467, 0, 77, 0},
{ 4, s_2_1468, 0, 78, 0},
{ 4, s_2_1469, 0, 79, 0},
{ 4, s_2_1470, 0, 80, 0},
{ 5, s_2_1471, -1, 82, 0},
{ 5, s_2_1472, -2, 81, 0},
{ 5, s_2_1473, 0, 3, 0},
{ 6, s_2_1474, 0, 4, 0},
{ 5, s_2_1475, 0, 14, 0},
{ 5, s_2_1476, 0, 15, 0},
{ 5, s_2_1477, 0, 16, 0},
{ 6, s_2_1478, 0, 63, 0},
{ 6, s_2_1479, 0, 64, 0},
{ 6, s_2_1480, 0, 61, 0},
{ 6, s_2_1481, 0, 62, 0},
{ 6, s_2_1482, 0, 60, 0},
{ 6, s_2_1483, 0, 59, 0},
{ 6, s_2_1484, 0, 65, 0},
{ 5, s_2_1485, 0, 66, 0},
{ 5, s_2_1486, 0, 67, 0},
{ 5, s_2_1487, 0, 91, 0},
{ 2, s_2_1488, 0, 104, 0},
{ 4, s_2_1489, -1, 128, 0},
{ 4, s_2_1490, -2, 100, 0},
{ 4, s_2_1491, -3, 105, 0},
{ 3, s_2_1492, -4, 113, 0},
{ 4, s_2_1493, -5, 97, 0},
{ 4, s_2_1494, -6, 96, 0},
{ 4, s_2_1495, -7, 98, 0},
{ 4, s_2_1496, -8, 99, 0},
{ 5, s_2_1497, -9, 102, 0},
{ 4, s_2_1498, 0, 124, 0},
{ 5, s_2_1499, 0, 121, 0},
{ 5, s_2_1500, 0, 101, 0},
{ 6, s_2_1501, 0, 117, 0},
{ 4, s_2_1502, 0, 10, 0},
{ 2, s_2_1503, 0, 104, 0},
{ 4, s_2_1504, -1, 128, 0},
{ 7, s_2_1505, -2, 106, 0},
{ 7, s_2_1506, -3, 107, 0},
{ 7, s_2_1507, -4, 108, 0},
{ 5, s_2_1508, -5, 114, 0},
{ 4, s_2_1509, -6, 100, 0},
{ 4, s_2_1510, -7, 105, 0},
{ 3, s_2_1511, -8, 113, 0},
{ 5, s_2_1512, -1, 110, 0},
{ 5, s_2_1513, -2, 111, 0},
{ 5, s_2_1514, -3, 112, 0},
{ 4, s_2_1515, -12, 97, 0},
{ 4, s_2_1516, -13, 96, 0},
{ 4, s_2_1517, -14, 98, 0},
{ 4, s_2_1518, -15, 76, 0},
{ 4, s_2_1519, -16, 99, 0},
{ 5, s_2_1520, -17, 102, 0},
{ 2, s_2_1521, 0, 20, 0},
{ 3, s_2_1522, -1, 18, 0},
{ 2, s_2_1523, 0, 116, 0},
{ 4, s_2_1524, -1, 124, 0},
{ 5, s_2_1525, -2, 121, 0},
{ 3, s_2_1526, -3, 24, 0},
{ 3, s_2_1527, -4, 103, 0},
{ 5, s_2_1528, -5, 21, 0},
{ 3, s_2_1529, -6, 23, 0},
{ 5, s_2_1530, -1, 127, 0},
{ 5, s_2_1531, -8, 118, 0},
{ 4, s_2_1532, -9, 22, 0},
{ 5, s_2_1533, -10, 101, 0},
{ 6, s_2_1534, -11, 117, 0},
{ 6, s_2_1535, -12, 90, 0},
{ 4, s_2_1536, 0, 32, 0},
{ 4, s_2_1537, 0, 33, 0},
{ 4, s_2_1538, 0, 34, 0},
{ 4, s_2_1539, 0, 40, 0},
{ 4, s_2_1540, 0, 39, 0},
{ 4, s_2_1541, 0, 35, 0},
{ 4, s_2_1542, 0, 37, 0},
{ 4, s_2_1543, 0, 36, 0},
{ 4, s_2_1544, 0, 41, 0},
{ 4, s_2_1545, 0, 42, 0},
{ 4, s_2_1546, 0, 43, 0},
{ 4, s_2_1547, 0, 44, 0},
{ 4, s_2_1548, 0, 45, 0},
{ 5, s_2_1549, 0, 38, 0},
{ 4, s_2_1550, 0, 84, 0},
{ 4, s_2_1551, 0, 85, 0},
{ 4, s_2_1552, 0, 122, 0},
{ 5, s_2_1553, 0, 86, 0},
{ 2, s_2_1554, 0, 95, 0},
{ 3, s_2_1555, -1, 1, 0},
{ 4, s_2_1556, -2, 2, 0},
{ 3, s_2_1557, 0, 104, 0},
{ 5, s_2_1558, -1, 128, 0},
{ 8, s_2_1559, -2, 106, 0},
{ 8, s_2_1560, -3, 107, 0},
{ 8, s_2_1561, -4, 108, 0},
{ 5, s_2_1562, -5, 47, 0},
{ 6, s_2_1563, -6, 114, 0},
{ 4, s_2_1564, -7, 46, 0},
{ 5, s_2_1565, -8, 100, 0},
{ 5, s_2_1566, -9, 105, 0},
{ 4, s_2_1567, -10, 113, 0},
{ 6, s_2_1568, -1, 110, 0},
{ 6, s_2_1569, -2, 111, 0},
{ 6, s_2_1570, -3, 112, 0},
{ 5, s_2_1571, -14, 97, 0},
{ 5, s_2_1572, -15, 96, 0},
{ 5, s_2_1573, -16, 98, 0},
{ 5, s_2_1574, -17, 76, 0},
{ 5, s_2_1575, -18, 99, 0},
{ 6, s_2_1576, -19, 102, 0},
{ 3, s_2_1577, 0, 83, 0},
{ 3, s_2_1578, 0, 116, 0},
{ 5, s_2_1579, -1, 124, 0},
{ 6, s_2_1580, -2, 121, 0},
{ 4, s_2_1581, -3, 103, 0},
{ 6, s_2_1582, -4, 127, 0},
{ 6, s_2_1583, -5, 118, 0},
{ 6, s_2_1584, -6, 101, 0},
{ 7, s_2_1585, -7, 117, 0},
{ 7, s_2_1586, -8, 90, 0},
{ 4, s_2_1587, 0, 115, 0},
{ 4, s_2_1588, 0, 13, 0},
{ 3, s_2_1589, 0, 104, 0},
{ 5, s_2_1590, -1, 128, 0},
{ 4, s_2_1591, -2, 52, 0},
{ 5, s_2_1592, -1, 100, 0},
{ 5, s_2_1593, -2, 105, 0},
{ 4, s_2_1594, -5, 113, 0},
{ 5, s_2_1595, -6, 97, 0},
{ 5, s_2_1596, -7, 96, 0},
{ 5, s_2_1597, -8, 98, 0},
{ 5, s_2_1598, -9, 99, 0},
{ 6, s_2_1599, -10, 102, 0},
{ 3, s_2_1600, 0, 119, 0},
{ 8, s_2_1601, -1, 110, 0},
{ 8, s_2_1602, -2, 111, 0},
{ 8, s_2_1603, -3, 112, 0},
{ 8, s_2_1604, -4, 106, 0},
{ 8, s_2_1605, -5, 107, 0},
{ 8, s_2_1606, -6, 108, 0},
{ 5, s_2_1607, -7, 116, 0},
{ 6, s_2_1608, -8, 114, 0},
{ 5, s_2_1609, -9, 25, 0},
{ 8, s_2_1610, -1, 121, 0},
{ 7, s_2_1611, -2, 100, 0},
{ 9, s_2_1612, -3, 117, 0},
{ 4, s_2_1613, -13, 51, 0},
{ 4, s_2_1614, -14, 13, 0},
{ 8, s_2_1615, -1, 110, 0},
{ 8, s_2_1616, -2, 111, 0},
{ 8, s_2_1617, -3, 112, 0},
{ 5, s_2_1618, -18, 70, 0},
{ 6, s_2_1619, -19, 115, 0},
{ 3, s_2_1620, 0, 116, 0},
{ 5, s_2_1621, -1, 124, 0},
{ 6, s_2_1622, -2, 121, 0},
{ 4, s_2_1623, -3, 13, 0},
{ 8, s_2_1624, -1, 110, 0},
{ 8, s_2_1625, -2, 111, 0},
{ 8, s_2_1626, -3, 112, 0},
{ 6, s_2_1627, -7, 127, 0},
{ 5, s_2_1628, -8, 70, 0},
{ 6, s_2_1629, -1, 118, 0},
{ 6, s_2_1630, -10, 115, 0},
{ 6, s_2_1631, -11, 101, 0},
{ 7, s_2_1632, -12, 117, 0},
{ 7, s_2_1633, -13, 90, 0},
{ 4, s_2_1634, 0, 104, 0},
{ 6, s_2_1635, -1, 105, 0},
{ 5, s_2_1636, -2, 113, 0},
{ 7, s_2_1637, -1, 106, 0},
{ 7, s_2_1638, -2, 107, 0},
{ 7, s_2_1639, -3, 108, 0},
{ 6, s_2_1640, -6, 97, 0},
{ 6, s_2_1641, -7, 96, 0},
{ 6, s_2_1642, -8, 98, 0},
{ 6, s_2_1643, -9, 99, 0},
{ 4, s_2_1644, 0, 116, 0},
{ 4, s_2_1645, 0, 25, 0},
{ 7, s_2_1646, -1, 121, 0},
{ 6, s_2_1647, -2, 100, 0},
{ 8, s_2_1648, -3, 117, 0},
{ 4, s_2_1649, 0, 104, 0},
{ 6, s_2_1650, -1, 128, 0},
{ 9, s_2_1651, -2, 106, 0},
{ 9, s_2_1652, -3, 107, 0},
{ 9, s_2_1653, -4, 108, 0},
{ 7, s_2_1654, -5, 114, 0},
{ 6, s_2_1655, -6, 100, 0},
{ 6, s_2_1656, -7, 105, 0},
{ 5, s_2_1657, -8, 113, 0},
{ 6, s_2_1658, -9, 97, 0},
{ 6, s_2_1659, -10, 96, 0},
{ 6, s_2_1660, -11, 98, 0},
{ 6, s_2_1661, -12, 76, 0},
{ 6, s_2_1662, -13, 99, 0},
{ 7, s_2_1663, -14, 102, 0},
{ 4, s_2_1664, 0, 116, 0},
{ 6, s_2_1665, -1, 124, 0},
{ 7, s_2_1666, -2, 121, 0},
{ 5, s_2_1667, -3, 103, 0},
{ 7, s_2_1668, -4, 127, 0},
{ 7, s_2_1669, -5, 118, 0},
{ 7, s_2_1670, -6, 101, 0},
{ 8, s_2_1671, -7, 117, 0},
{ 8, s_2_1672, -8, 90, 0},
{ 9, s_2_1673, 0, 110, 0},
{ 9, s_2_1674, 0, 111, 0},
{ 9, s_2_1675, 0, 112, 0},
{ 5, s_2_1676, 0, 13, 0},
{ 2, s_2_1677, 0, 13, 0},
{ 3, s_2_1678, -1, 104, 0},
{ 5, s_2_1679, -1, 128, 0},
{ 5, s_2_1680, -2, 105, 0},
{ 4, s_2_1681, -3, 113, 0},
{ 5, s_2_1682, -4, 97, 0},
{ 5, s_2_1683, -5, 96, 0},
{ 5, s_2_1684, -6, 98, 0},
{ 5, s_2_1685, -7, 99, 0},
{ 6, s_2_1686, -8, 102, 0},
{ 5, s_2_1687, -10, 124, 0},
{ 6, s_2_1688, -11, 121, 0},
{ 6, s_2_1689, -12, 101, 0},
{ 7, s_2_1690, -13, 117, 0},
{ 3, s_2_1691, -14, 11, 0},
{ 4, s_2_1692, -1, 137, 0},
{ 5, s_2_1693, -2, 89, 0},
{ 3, s_2_1694, 0, 120, 0},
{ 5, s_2_1695, -1, 68, 0},
{ 4, s_2_1696, -2, 69, 0},
{ 3, s_2_1697, 0, 70, 0},
{ 5, s_2_1698, 0, 92, 0},
{ 5, s_2_1699, 0, 93, 0},
{ 4, s_2_1700, 0, 94, 0},
{ 4, s_2_1701, 0, 71, 0},
{ 4, s_2_1702, 0, 72, 0},
{ 4, s_2_1703, 0, 73, 0},
{ 4, s_2_1704, 0, 74, 0},
{ 4, s_2_1705, 0, 13, 0},
{ 3, s_2_1706, 0, 13, 0},
{ 3, s_2_1707, 0, 77, 0},
{ 3, s_2_1708, 0, 78, 0},
{ 3, s_2_1709, 0, 79, 0},
{ 3, s_2_1710, 0, 80, 0},
{ 4, s_2_1711, 0, 3, 0},
{ 5, s_2_1712, 0, 4, 0},
{ 2, s_2_1713, 0, 161, 0},
{ 4, s_2_1714, -1, 128, 0},
{ 4, s_2_1715, -2, 155, 0},
{ 4, s_2_1716, -3, 156, 0},
{ 3, s_2_1717, -4, 160, 0},
{ 4, s_2_1718, -5, 144, 0},
{ 4, s_2_1719, -6, 145, 0},
{ 4, s_2_1720, -7, 146, 0},
{ 4, s_2_1721, -8, 147, 0},
{ 2, s_2_1722, 0, 163, 0},
{ 7, s_2_1723, -1, 141, 0},
{ 7, s_2_1724, -2, 142, 0},
{ 7, s_2_1725, -3, 143, 0},
{ 7, s_2_1726, -4, 138, 0},
{ 7, s_2_1727, -5, 139, 0},
{ 7, s_2_1728, -6, 140, 0},
{ 4, s_2_1729, -7, 162, 0},
{ 5, s_2_1730, -8, 150, 0},
{ 4, s_2_1731, -9, 157, 0},
{ 7, s_2_1732, -1, 121, 0},
{ 6, s_2_1733, -2, 155, 0},
{ 3, s_2_1734, -12, 164, 0},
{ 7, s_2_1735, -1, 141, 0},
{ 7, s_2_1736, -2, 142, 0},
{ 7, s_2_1737, -3, 143, 0},
{ 4, s_2_1738, -16, 153, 0},
{ 5, s_2_1739, -17, 136, 0},
{ 2, s_2_1740, 0, 162, 0},
{ 4, s_2_1741, -1, 124, 0},
{ 5, s_2_1742, -2, 121, 0},
{ 3, s_2_1743, -3, 158, 0},
{ 5, s_2_1744, -4, 127, 0},
{ 5, s_2_1745, -5, 149, 0},
{ 2, s_2_1746, 0, 104, 0},
{ 4, s_2_1747, -1, 128, 0},
{ 7, s_2_1748, -2, 106, 0},
{ 7, s_2_1749, -3, 107, 0},
{ 7, s_2_1750, -4, 108, 0},
{ 5, s_2_1751, -5, 114, 0},
{ 4, s_2_1752, -6, 100, 0},
{ 4, s_2_1753, -7, 105, 0},
{ 3, s_2_1754, -8, 113, 0},
{ 5, s_2_1755, -1, 110, 0},
{ 5, s_2_1756, -2, 111, 0},
{ 5, s_2_1757, -3, 112, 0},
{ 4, s_2_1758, -12, 97, 0},
{ 4, s_2_1759, -13, 96, 0},
{ 4, s_2_1760, -14, 98, 0},
{ 6, s_2_1761, -1, 100, 0},
{ 4, s_2_1762, -16, 76, 0},
{ 4, s_2_1763, -17, 99, 0},
{ 5, s_2_1764, -18, 102, 0},
{ 2, s_2_1765, 0, 116, 0},
{ 4, s_2_1766, -1, 124, 0},
{ 5, s_2_1767, -2, 121, 0},
{ 5, s_2_1768, -3, 127, 0},
{ 5, s_2_1769, -4, 118, 0},
{ 5, s_2_1770, -5, 101, 0},
{ 6, s_2_1771, -6, 117, 0},
{ 6, s_2_1772, -7, 90, 0},
{ 3, s_2_1773, 0, 13, 0},
{ 6, s_2_1774, 0, 110, 0},
{ 6, s_2_1775, 0, 111, 0},
{ 6, s_2_1776, 0, 112, 0},
{ 2, s_2_1777, 0, 20, 0},
{ 4, s_2_1778, -1, 19, 0},
{ 3, s_2_1779, -2, 18, 0},
{ 3, s_2_1780, 0, 104, 0},
{ 5, s_2_1781, -1, 128, 0},
{ 8, s_2_1782, -2, 106, 0},
{ 8, s_2_1783, -3, 107, 0},
{ 8, s_2_1784, -4, 108, 0},
{ 6, s_2_1785, -5, 114, 0},
{ 5, s_2_1786, -6, 100, 0},
{ 5, s_2_1787, -7, 105, 0},
{ 5, s_2_1788, -8, 97, 0},
{ 5, s_2_1789, -9, 96, 0},
{ 5, s_2_1790, -10, 98, 0},
{ 5, s_2_1791, -11, 76, 0},
{ 5, s_2_1792, -12, 99, 0},
{ 6, s_2_1793, -13, 102, 0},
{ 3, s_2_1794, 0, 104, 0},
{ 4, s_2_1795, -1, 26, 0},
{ 5, s_2_1796, -1, 128, 0},
{ 4, s_2_1797, -3, 30, 0},
{ 4, s_2_1798, -4, 31, 0},
{ 5, s_2_1799, -1, 100, 0},
{ 5, s_2_1800, -2, 105, 0},
{ 4, s_2_1801, -7, 113, 0},
{ 6, s_2_1802, -1, 106, 0},
{ 6, s_2_1803, -2, 107, 0},
{ 6, s_2_1804, -3, 108, 0},
{ 5, s_2_1805, -11, 97, 0},
{ 5, s_2_1806, -12, 96, 0},
{ 5, s_2_1807, -13, 98, 0},
{ 5, s_2_1808, -14, 99, 0},
{ 5, s_2_1809, -15, 28, 0},
{ 5, s_2_1810, -16, 27, 0},
{ 6, s_2_1811, -1, 102, 0},
{ 5, s_2_1812, -18, 29, 0},
{ 3, s_2_1813, 0, 116, 0},
{ 4, s_2_1814, -1, 32, 0},
{ 4, s_2_1815, -2, 33, 0},
{ 4, s_2_1816, -3, 34, 0},
{ 4, s_2_1817, -4, 40, 0},
{ 4, s_2_1818, -5, 39, 0},
{ 6, s_2_1819, -6, 84, 0},
{ 6, s_2_1820, -7, 85, 0},
{ 6, s_2_1821, -8, 122, 0},
{ 7, s_2_1822, -9, 86, 0},
{ 4, s_2_1823, -10, 95, 0},
{ 4, s_2_1824, -11, 24, 0},
{ 5, s_2_1825, -1, 83, 0},
{ 4, s_2_1826, -13, 37, 0},
{ 4, s_2_1827, -14, 13, 0},
{ 6, s_2_1828, -1, 9, 0},
{ 6, s_2_1829, -2, 6, 0},
{ 6, s_2_1830, -3, 7, 0},
{ 6, s_2_1831, -4, 8, 0},
{ 6, s_2_1832, -5, 5, 0},
{ 4, s_2_1833, -20, 41, 0},
{ 4, s_2_1834, -21, 42, 0},
{ 6, s_2_1835, -1, 21, 0},
{ 4, s_2_1836, -23, 23, 0},
{ 5, s_2_1837, -1, 123, 0},
{ 4, s_2_1838, -25, 44, 0},
{ 5, s_2_1839, -1, 120, 0},
{ 5, s_2_1840, -2, 22, 0},
{ 5, s_2_1841, -28, 77, 0},
{ 5, s_2_1842, -29, 78, 0},
{ 5, s_2_1843, -30, 79, 0},
{ 5, s_2_1844, -31, 80, 0},
{ 4, s_2_1845, -32, 45, 0},
{ 6, s_2_1846, -33, 91, 0},
{ 5, s_2_1847, -34, 38, 0},
{ 4, s_2_1848, 0, 84, 0},
{ 4, s_2_1849, 0, 85, 0},
{ 4, s_2_1850, 0, 122, 0},
{ 5, s_2_1851, 0, 86, 0},
{ 3, s_2_1852, 0, 25, 0},
{ 6, s_2_1853, -1, 121, 0},
{ 5, s_2_1854, -2, 100, 0},
{ 7, s_2_1855, -3, 117, 0},
{ 2, s_2_1856, 0, 95, 0},
{ 3, s_2_1857, -1, 1, 0},
{ 4, s_2_1858, -2, 2, 0},
{ 3, s_2_1859, 0, 104, 0},
{ 5, s_2_1860, -1, 47, 0},
{ 4, s_2_1861, -2, 46, 0},
{ 3, s_2_1862, 0, 83, 0},
{ 3, s_2_1863, 0, 116, 0},
{ 5, s_2_1864, -1, 48, 0},
{ 3, s_2_1865, 0, 50, 0},
{ 4, s_2_1866, 0, 52, 0},
{ 5, s_2_1867, 0, 124, 0},
{ 5, s_2_1868, 0, 125, 0},
{ 5, s_2_1869, 0, 126, 0},
{ 8, s_2_1870, 0, 84, 0},
{ 8, s_2_1871, 0, 85, 0},
{ 8, s_2_1872, 0, 122, 0},
{ 9, s_2_1873, 0, 86, 0},
{ 6, s_2_1874, 0, 95, 0},
{ 7, s_2_1875, -1, 1, 0},
{ 8, s_2_1876, -2, 2, 0},
{ 7, s_2_1877, 0, 83, 0},
{ 6, s_2_1878, 0, 13, 0},
{ 7, s_2_1879, 0, 123, 0},
{ 7, s_2_1880, 0, 120, 0},
{ 9, s_2_1881, 0, 92, 0},
{ 9, s_2_1882, 0, 93, 0},
{ 8, s_2_1883, 0, 94, 0},
{ 7, s_2_1884, 0, 77, 0},
{ 7, s_2_1885, 0, 78, 0},
{ 7, s_2_1886, 0, 79, 0},
{ 7, s_2_1887, 0, 80, 0},
{ 8, s_2_1888, 0, 91, 0},
{ 6, s_2_1889, 0, 84, 0},
{ 6, s_2_1890, 0, 85, 0},
{ 6, s_2_1891, 0, 122, 0},
{ 7, s_2_1892, 0, 86, 0},
{ 4, s_2_1893, 0, 95, 0},
{ 5, s_2_1894, -1, 1, 0},
{ 6, s_2_1895, -2, 2, 0},
{ 4, s_2_1896, 0, 51, 0},
{ 5, s_2_1897, -1, 83, 0},
{ 4, s_2_1898, 0, 13, 0},
{ 5, s_2_1899, -1, 10, 0},
{ 5, s_2_1900, -2, 87, 0},
{ 5, s_2_1901, -3, 159, 0},
{ 6, s_2_1902, -4, 88, 0},
{ 5, s_2_1903, 0, 123, 0},
{ 5, s_2_1904, 0, 120, 0},
{ 7, s_2_1905, 0, 92, 0},
{ 7, s_2_1906, 0, 93, 0},
{ 6, s_2_1907, 0, 94, 0},
{ 5, s_2_1908, 0, 77, 0},
{ 5, s_2_1909, 0, 78, 0},
{ 5, s_2_1910, 0, 79, 0},
{ 5, s_2_1911, 0, 80, 0},
{ 6, s_2_1912, 0, 14, 0},
{ 6, s_2_1913, 0, 15, 0},
{ 6, s_2_1914, 0, 16, 0},
{ 6, s_2_1915, 0, 91, 0},
{ 5, s_2_1916, 0, 124, 0},
{ 5, s_2_1917, 0, 125, 0},
{ 5, s_2_1918, 0, 126, 0},
{ 6, s_2_1919, 0, 84, 0},
{ 6, s_2_1920, 0, 85, 0},
{ 6, s_2_1921, 0, 122, 0},
{ 7, s_2_1922, 0, 86, 0},
{ 4, s_2_1923, 0, 95, 0},
{ 5, s_2_1924, -1, 1, 0},
{ 6, s_2_1925, -2, 2, 0},
{ 5, s_2_1926, 0, 83, 0},
{ 4, s_2_1927, 0, 13, 0},
{ 6, s_2_1928, -1, 137, 0},
{ 7, s_2_1929, -2, 89, 0},
{ 5, s_2_1930, 0, 123, 0},
{ 5, s_2_1931, 0, 120, 0},
{ 7, s_2_1932, 0, 92, 0},
{ 7, s_2_1933, 0, 93, 0},
{ 6, s_2_1934, 0, 94, 0},
{ 5, s_2_1935, 0, 77, 0},
{ 5, s_2_1936, 0, 78, 0},
{ 5, s_2_1937, 0, 79, 0},
{ 5, s_2_1938, 0, 80, 0},
{ 6, s_2_1939, 0, 14, 0},
{ 6, s_2_1940, 0, 15, 0},
{ 6, s_2_1941, 0, 16, 0},
{ 6, s_2_1942, 0, 91, 0},
{ 2, s_2_1943, 0, 13, 0},
{ 3, s_2_1944, -1, 10, 0},
{ 6, s_2_1945, -1, 110, 0},
{ 6, s_2_1946, -2, 111, 0},
{ 6, s_2_1947, -3, 112, 0},
{ 3, s_2_1948, -5, 11, 0},
{ 4, s_2_1949, -1, 137, 0},
{ 5, s_2_1950, -2, 10, 0},
{ 5, s_2_1951, -3, 89, 0},
{ 3, s_2_1952, -9, 12, 0},
{ 3, s_2_1953, 0, 53, 0},
{ 3, s_2_1954, 0, 54, 0},
{ 3, s_2_1955, 0, 55, 0},
{ 3, s_2_1956, 0, 56, 0},
{ 4, s_2_1957, 0, 135, 0},
{ 4, s_2_1958, 0, 131, 0},
{ 4, s_2_1959, 0, 129, 0},
{ 4, s_2_1960, 0, 133, 0},
{ 4, s_2_1961, 0, 132, 0},
{ 4, s_2_1962, 0, 130, 0},
{ 4, s_2_1963, 0, 134, 0},
{ 3, s_2_1964, 0, 57, 0},
{ 3, s_2_1965, 0, 58, 0},
{ 3, s_2_1966, 0, 123, 0},
{ 3, s_2_1967, 0, 120, 0},
{ 5, s_2_1968, -1, 68, 0},
{ 4, s_2_1969, -2, 69, 0},
{ 3, s_2_1970, 0, 70, 0},
{ 5, s_2_1971, 0, 92, 0},
{ 5, s_2_1972, 0, 93, 0},
{ 4, s_2_1973, 0, 94, 0},
{ 4, s_2_1974, 0, 71, 0},
{ 4, s_2_1975, 0, 72, 0},
{ 4, s_2_1976, 0, 73, 0},
{ 4, s_2_1977, 0, 74, 0},
{ 5, s_2_1978, 0, 75, 0},
{ 3, s_2_1979, 0, 77, 0},
{ 3, s_2_1980, 0, 78, 0},
{ 3, s_2_1981, 0, 79, 0},
{ 3, s_2_1982, 0, 80, 0},
{ 4, s_2_1983, -1, 82, 0},
{ 4, s_2_1984, -2, 81, 0},
{ 4, s_2_1985, 0, 3, 0},
{ 5, s_2_1986, 0, 4, 0},
{ 5, s_2_1987, 0, 63, 0},
{ 5, s_2_1988, 0, 64, 0},
{ 5, s_2_1989, 0, 61, 0},
{ 5, s_2_1990, 0, 62, 0},
{ 5, s_2_1991, 0, 60, 0},
{ 5, s_2_1992, 0, 59, 0},
{ 5, s_2_1993, 0, 65, 0},
{ 4, s_2_1994, 0, 66, 0},
{ 4, s_2_1995, 0, 67, 0},
{ 4, s_2_1996, 0, 91, 0},
{ 4, s_2_1997, 0, 97, 0},
{ 4, s_2_1998, 0, 96, 0},
{ 4, s_2_1999, 0, 98, 0},
{ 4, s_2_2000, 0, 99, 0},
{ 3, s_2_2001, 0, 95, 0},
{ 3, s_2_2002, 0, 104, 0},
{ 5, s_2_2003, -1, 100, 0},
{ 5, s_2_2004, -2, 105, 0},
{ 4, s_2_2005, -3, 113, 0},
{ 5, s_2_2006, -4, 97, 0},
{ 5, s_2_2007, -5, 96, 0},
{ 5, s_2_2008, -6, 98, 0},
{ 5, s_2_2009, -7, 99, 0},
{ 6, s_2_2010, -8, 102, 0},
{ 3, s_2_2011, 0, 119, 0},
{ 8, s_2_2012, -1, 110, 0},
{ 8, s_2_2013, -2, 111, 0},
{ 8, s_2_2014, -3, 112, 0},
{ 8, s_2_2015, -4, 106, 0},
{ 8, s_2_2016, -5, 107, 0},
{ 8, s_2_2017, -6, 108, 0},
{ 5, s_2_2018, -7, 116, 0},
{ 6, s_2_2019, -8, 114, 0},
{ 5, s_2_2020, -9, 25, 0},
{ 7, s_2_2021, -1, 100, 0},
{ 9, s_2_2022, -2, 117, 0},
{ 4, s_2_2023, -12, 13, 0},
{ 8, s_2_2024, -1, 110, 0},
{ 8, s_2_2025, -2, 111, 0},
{ 8, s_2_2026, -3, 112, 0},
{ 5, s_2_2027, -16, 70, 0},
{ 6, s_2_2028, -17, 115, 0},
{ 3, s_2_2029, 0, 116, 0},
{ 4, s_2_2030, -1, 103, 0},
{ 6, s_2_2031, -2, 118, 0},
{ 6, s_2_2032, -3, 101, 0},
{ 7, s_2_2033, -4, 117, 0},
{ 7, s_2_2034, -5, 90, 0}
};

static const symbol s_3_0[1] = { 'a' };
static const symbol s_3_1[3] = { 'o', 'g', 'a' };
static const symbol s_3_2[3] = { 'a', 'm', 'a' };
static const symbol s_3_3[3] = { 'i', 'm', 'a' };
static const symbol s_3_4[3] = { 'e', 'n', 'a' };
static const symbol s_3_5[1] = { 'e' };
static const symbol s_3_6[2] = { 'o', 'g' };
static const symbol s_3_7[4] = { 'a', 'n', 'o', 'g' };
static const symbol s_3_8[4] = { 'e', 'n', 'o', 'g' };
static const symbol s_3_9[4] = { 'a', 'n', 'i', 'h' };
static const symbol s_3_10[4] = { 'e', 'n', 'i', 'h' };
static const symbol s_3_11[1] = { 'i' };
static const symbol s_3_12[3] = { 'a', 'n', 'i' };
static const symbol s_3_13[3] = { 'e', 'n', 'i' };
static const symbol s_3_14[4] = { 'a', 'n', 'o', 'j' };
static const symbol s_3_15[4] = { 'e', 'n', 'o', 'j' };
static const symbol s_3_16[4] = { 'a', 'n', 'i', 'm' };
static const symbol s_3_17[4] = { 'e', 'n', 'i', 'm' };
static const symbol s_3_18[2] = { 'o', 'm' };
static const symbol s_3_19[4] = { 'e', 'n', 'o', 'm' };
static const symbol s_3_20[1] = { 'o' };
static const symbol s_3_21[3] = { 'a', 'n', 'o' };
static const symbol s_3_22[3] = { 'e', 'n', 'o' };
static const symbol s_3_23[3] = { 'o', 's', 't' };
static const symbol s_3_24[1] = { 'u' };
static const symbol s_3_25[3] = { 'e', 'n', 'u' };
static const struct among a_3[26] = {
{ 1, s_3_0, 0, 1, 0},
{ 3, s_3_1, -1, 1, 0},
{ 3, s_3_2, -2, 1, 0},
{ 3, s_3_3, -3, 1, 0},
{ 3, s_3_4, -4, 1, 0},
{ 1, s_3_5, 0, 1, 0},
{ 2, s_3_6, 0, 1, 0},
{ 4, s_3_7, -1, 1, 0},
{ 4, s_3_8, -2, 1, 0},
{ 4, s_3_9, 0, 1, 0},
{ 4, s_3_10, 0, 1, 0},
{ 1, s_3_11, 0, 1, 0},
{ 3, s_3_12, -1, 1, 0},
{ 3, s_3_13, -2, 1, 0},
{ 4, s_3_14, 0, 1, 0},
{ 4, s_3_15, 0, 1, 0},
{ 4, s_3_16, 0, 1, 0},
{ 4, s_3_17, 0, 1, 0},
{ 2, s_3_18, 0, 1, 0},
{ 4, s_3_19, -1, 1, 0},
{ 1, s_3_20, 0, 1, 0},
{ 3, s_3_21, -1, 1, 0},
{ 3, s_3_22, -2, 1, 0},
{ 3, s_3_23, 0, 1, 0},
{ 1, s_3_24, 0, 1, 0},
{ 3, s_3_25, -1, 1, 0}
};

static const unsigned char g_v[] = { 17, 65, 16 };

static const unsigned char g_sa[] = { 65, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 128 };

static const unsigned char g_ca[] = { 119, 95, 23, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 32, 136, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0, 16 };

static const unsigned char g_rg[] = { 1 };

static int r_cyr_to_lat(struct SN_env * z) {
    int among_var;
    {
        int v_1 = z->c;
        while (1) {
            int v_2 = z->c;
            while (1) {
                int v_3 = z->c;
                z->bra = z->c;
                among_var = find_among(z, a_0, 30, 0);
                if (!among_var) goto lab2;
                z->ket = z->c;
                switch (among_var) {
                    case 1:
                        {
                            int ret = slice_from_s(z, 1, s_0);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 2:
                        {
                            int ret = slice_from_s(z, 1, s_1);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 3:
                        {
                            int ret = slice_from_s(z, 1, s_2);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 4:
                        {
                            int ret = slice_from_s(z, 1, s_3);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 5:
                        {
                            int ret = slice_from_s(z, 1, s_4);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 6:
                        {
                            int ret = slice_from_s(z, 2, s_5);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 7:
                        {
                            int ret = slice_from_s(z, 1, s_6);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 8:
                        {
                            int ret = slice_from_s(z, 2, s_7);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 9:
                        {
                            int ret = slice_from_s(z, 1, s_8);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 10:
                        {
                            int ret = slice_from_s(z, 1, s_9);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 11:
                        {
                            int ret = slice_from_s(z, 1, s_10);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 12:
                        {
                            int ret = slice_from_s(z, 1, s_11);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 13:
                        {
                            int ret = slice_from_s(z, 1, s_12);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 14:
                        {
                            int ret = slice_from_s(z, 2, s_13);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 15:
                        {
                            int ret = slice_from_s(z, 1, s_14);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 16:
                        {
                            int ret = slice_from_s(z, 1, s_15);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 17:
                        {
                            int ret = slice_from_s(z, 2, s_16);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 18:
                        {
                            int ret = slice_from_s(z, 1, s_17);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 19:
                        {
                            int ret = slice_from_s(z, 1, s_18);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 20:
                        {
                            int ret = slice_from_s(z, 1, s_19);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 21:
                        {
                            int ret = slice_from_s(z, 1, s_20);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 22:
                        {
                            int ret = slice_from_s(z, 1, s_21);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 23:
                        {
                            int ret = slice_from_s(z, 2, s_22);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 24:
                        {
                            int ret = slice_from_s(z, 1, s_23);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 25:
                        {
                            int ret = slice_from_s(z, 1, s_24);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 26:
                        {
                            int ret = slice_from_s(z, 1, s_25);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 27:
                        {
                            int ret = slice_from_s(z, 1, s_26);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 28:
                        {
                            int ret = slice_from_s(z, 2, s_27);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 29:
                        {
                            int ret = slice_from_s(z, 3, s_28);
                            if (ret < 0) return ret;
                        }
                        break;
                    case 30:
                        {
                            int ret = slice_from_s(z, 2, s_29);
                            if (ret < 0) return ret;
                        }
                        break;
                }
                z->c = v_3;
                break;
            lab2:
                z->c = v_3;
                {
                    int ret = skip_utf8(z->p, z->c, z->l, 1);
                    if (ret < 0) goto lab1;
                    z->c = ret;
                }
            }
            continue;
        lab1:
            z->c = v_2;
            break;
        }
        z->c = v_1;
    }
    return 1;
}

static int r_prelude(struct SN_env * z) {
    {
        int v_1 = z->c;
        while (1) {
            int v_2 = z->c;
            while (1) {
                int v_3 = z->c;
                if (in_grouping_U(z, g_ca, 98, 382, 0)) goto lab2;
                z->bra = z->c;
                if (!(eq_s(z, 3, s_30))) goto lab2;
                z->ket = z->c;
                if (in_grouping_U(z, g_ca, 98, 382, 0)) goto lab2;
                {
                    int ret = slice_from_s(z, 1, s_31);
                    if (ret < 0) return ret;
                }
                z->c = v_3;
                break;
            lab2:
                z->c = v_3;
                {
                    int ret = skip_utf8(z->p, z->c, z->l, 1);
                    if (ret < 0) goto lab1;
                    z->c = ret;
                }
            }
            continue;
        lab1:
            z->c = v_2;
            break;
        }
        z->c = v_1;
    }
    {
        int v_4 = z->c;
        while (1) {
            int v_5 = z->c;
            while (1) {
                int v_6 = z->c;
                if (in_grouping_U(z, g_ca, 98, 382, 0)) goto lab5;
                z->bra = z->c;
                if (!(eq_s(z, 2, s_32))) goto lab5;
                z->ket = z->c;
                if (in_grouping_U(z, g_ca, 98, 382, 0)) goto lab5;
                {
                    int ret = slice_from_s(z, 1, s_33);
                    if (ret < 0) return ret;
                }
                z->c = v_6;
                break;
            lab5:
                z->c = v_6;
                {
                    int ret = skip_utf8(z->p, z->c, z->l, 1);
                    if (ret < 0) goto lab4;
                    z->c = ret;
                }
            }
            continue;
        lab4:
            z->c = v_5;
            break;
        }
        z->c = v_4;
    }
    {
        int v_7 = z->c;
        while (1) {
            int v_8 = z->c;
            while (1) {
                int v_9 = z->c;
                z->bra = z->c;
                if (!(eq_s(z, 2, s_34))) goto lab8;
                z->ket = z->c;
                {
                    int ret = slice_from_s(z, 2, s_35);
                    if (ret < 0) return ret;
                }
                z->c = v_9;
                break;
            lab8:
                z->c = v_9;
                {
                    int ret = skip_utf8(z->p, z->c, z->l, 1);
                    if (ret < 0) goto lab7;
                    z->c = ret;
                }
            }
            continue;
        lab7:
            z->c = v_8;
            break;
        }
        z->c = v_7;
    }
    return 1;
}

static int r_mark_regions(struct SN_env * z) {
    ((SN_local *)z)->b_no_diacritics = 1;
    {
        int v_1 = z->c;
        {
            int ret = out_grouping_U(z, g_sa, 263, 382, 1);
            if (ret < 0) goto lab0;
            z->c += ret;
        }
        ((SN_local *)z)->b_no_diacritics = 0;
    lab0:
        z->c = v_1;
    }
    ((SN_local *)z)->i_p1 = z->l;
    {
        int v_2 = z->c;
        {
            int ret = out_grouping_U(z, g_v, 97, 117, 1);
            if (ret < 0) goto lab1;
            z->c += ret;
        }
        ((SN_local *)z)->i_p1 = z->c;
        if (((SN_local *)z)->i_p1 >= 2) goto lab1;
        {
            int ret = in_grouping_U(z, g_v, 97, 117, 1);
            if (ret < 0) goto lab1;
            z->c += ret;
        }
        ((SN_local *)z)->i_p1 = z->c;
    lab1:
        z->c = v_2;
    }
    {
        int v_3 = z->c;
        while (1) {
            if (z->c == z->l || z->p[z->c] != 'r') goto lab3;
            z->c++;
            break;
        lab3:
            {
                int ret = skip_utf8(z->p, z->c, z->l, 1);
                if (ret < 0) goto lab2;
                z->c = ret;
            }
        }
        do {
            if (z->c < 2) goto lab4;
            break;
        lab4:
            {
                int ret = in_grouping_U(z, g_rg, 114, 114, 1);
                if (ret < 0) goto lab2;
                z->c += ret;
            }
        } while (0);
        if ((((SN_local *)z)->i_p1 - z->c) <= 1) goto lab2;
        ((SN_local *)z)->i_p1 = z->c;
    lab2:
        z->c = v_3;
    }
    return 1;
}

static int r_R1(struct SN_env * z) {
    return ((SN_local *)z)->i_p1 <= z->c;
}

static int r_Step_1(struct SN_env * z) {
    int among_var;
    z->ket = z->c;
    if (z->c - 2 <= z->lb || z->p[z->c - 1] >> 5 != 3 || !((3435050 >> (z->p[z->c - 1] & 0x1f)) & 1)) return 0;
    among_var = find_among_b(z, a_1, 130, 0);
    if (!among_var) return 0;
    z->bra = z->c;
    switch (among_var) {
        case 1:
            {
                int ret = slice_from_s(z, 4, s_36);
                if (ret < 0) return ret;
            }
            break;
        case 2:
            {
                int ret = slice_from_s(z, 3, s_37);
                if (ret < 0) return ret;
            }
            break;
        case 3:
            {
                int ret = slice_from_s(z, 5, s_38);
                if (ret < 0) return ret;
            }
            break;
        case 4:
            {
                int ret = slice_from_s(z, 5, s_39);
                if (ret < 0) return ret;
            }
            break;
        case 5:
            {
                int ret = slice_from_s(z, 3, s_40);
                if (ret < 0) return ret;
            }
            break;
        case 6:
            {
                int ret = slice_from_s(z, 6, s_41);
                if (ret < 0) return ret;
            }
            break;
        case 7:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 5, s_42);
                if (ret < 0) return ret;
            }
            break;
        case 8:
            {
                int ret = slice_from_s(z, 4, s_43);
                if (ret < 0) return ret;
            }
            break;
        case 9:
            {
                int ret = slice_from_s(z, 5, s_44);
                if (ret < 0) return ret;
            }
            break;
        case 10:
            {
                int ret = slice_from_s(z, 4, s_45);
                if (ret < 0) return ret;
            }
            break;
        case 11:
            {
                int ret = slice_from_s(z, 5, s_46);
                if (ret < 0) return ret;
            }
            break;
        case 12:
            {
                int ret = slice_from_s(z, 4, s_47);
                if (ret < 0) return ret;
            }
            break;
        case 13:
            {
                int ret = slice_from_s(z, 4, s_48);
                if (ret < 0) return ret;
            }
            break;
        case 14:
            {
                int ret = slice_from_s(z, 4, s_49);
                if (ret < 0) return ret;
            }
            break;
        case 15:
            {
                int ret = slice_from_s(z, 4, s_50);
                if (ret < 0) return ret;
            }
            break;
        case 16:
            {
                int ret = slice_from_s(z, 4, s_51);
                if (ret < 0) return ret;
            }
            break;
        case 17:
            {
                int ret = slice_from_s(z, 4, s_52);
                if (ret < 0) return ret;
            }
            break;
        case 18:
            {
                int ret = slice_from_s(z, 4, s_53);
                if (ret < 0) return ret;
            }
            break;
        case 19:
            {
                int ret = slice_from_s(z, 3, s_54);
                if (ret < 0) return ret;
            }
            break;
        case 20:
            {
                int ret = slice_from_s(z, 6, s_55);
                if (ret < 0) return ret;
            }
            break;
        case 21:
            {
                int ret = slice_from_s(z, 6, s_56);
                if (ret < 0) return ret;
            }
            break;
        case 22:
            {
                int ret = slice_from_s(z, 5, s_57);
                if (ret < 0) return ret;
            }
            break;
        case 23:
            {
                int ret = slice_from_s(z, 3, s_58);
                if (ret < 0) return ret;
            }
            break;
        case 24:
            {
                int ret = slice_from_s(z, 3, s_59);
                if (ret < 0) return ret;
            }
            break;
        case 25:
            {
                int ret = slice_from_s(z, 3, s_60);
                if (ret < 0) return ret;
            }
            break;
        case 26:
            {
                int ret = slice_from_s(z, 4, s_61);
                if (ret < 0) return ret;
            }
            break;
        case 27:
            {
                int ret = slice_from_s(z, 4, s_62);
                if (ret < 0) return ret;
            }
            break;
        case 28:
            {
                int ret = slice_from_s(z, 5, s_63);
                if (ret < 0) return ret;
            }
            break;
        case 29:
            {
                int ret = slice_from_s(z, 6, s_64);
                if (ret < 0) return ret;
            }
            break;
        case 30:
            {
                int ret = slice_from_s(z, 6, s_65);
                if (ret < 0) return ret;
            }
            break;
        case 31:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 5, s_66);
                if (ret < 0) return ret;
            }
            break;
        case 32:
            {
                int ret = slice_from_s(z, 5, s_67);
                if (ret < 0) return ret;
            }
            break;
        case 33:
            {
                int ret = slice_from_s(z, 5, s_68);
                if (ret < 0) return ret;
            }
            break;
        case 34:
            {
                int ret = slice_from_s(z, 5, s_69);
                if (ret < 0) return ret;
            }
            break;
        case 35:
            {
                int ret = slice_from_s(z, 6, s_70);
                if (ret < 0) return ret;
            }
            break;
        case 36:
            {
                int ret = slice_from_s(z, 5, s_71);
                if (ret < 0) return ret;
            }
            break;
        case 37:
            {
                int ret = slice_from_s(z, 5, s_72);
                if (ret < 0) return ret;
            }
            break;
        case 38:
            {
                int ret = slice_from_s(z, 5, s_73);
                if (ret < 0) return ret;
            }
            break;
        case 39:
            {
                int ret = slice_from_s(z, 5, s_74);
                if (ret < 0) return ret;
            }
            break;
        case 40:
            {
                int ret = slice_from_s(z, 4, s_75);
                if (ret < 0) return ret;
            }
            break;
        case 41:
            {
                int ret = slice_from_s(z, 4, s_76);
                if (ret < 0) return ret;
            }
            break;
        case 42:
            {
                int ret = slice_from_s(z, 4, s_77);
                if (ret < 0) return ret;
            }
            break;
        case 43:
            {
                int ret = slice_from_s(z, 6, s_78);
                if (ret < 0) return ret;
            }
            break;
        case 44:
            {
                int ret = slice_from_s(z, 6, s_79);
                if (ret < 0) return ret;
            }
            break;
        case 45:
            {
                int ret = slice_from_s(z, 5, s_80);
                if (ret < 0) return ret;
            }
            break;
        case 46:
            {
                int ret = slice_from_s(z, 5, s_81);
                if (ret < 0) return ret;
            }
            break;
        case 47:
            {
                int ret = slice_from_s(z, 4, s_82);
                if (ret < 0) return ret;
            }
            break;
        case 48:
            {
                int ret = slice_from_s(z, 4, s_83);
                if (ret < 0) return ret;
            }
            break;
        case 49:
            {
                int ret = slice_from_s(z, 5, s_84);
                if (ret < 0) return ret;
            }
            break;
        case 50:
            {
                int ret = slice_from_s(z, 6, s_85);
                if (ret < 0) return ret;
            }
            break;
        case 51:
            {
                int ret = slice_from_s(z, 5, s_86);
                if (ret < 0) return ret;
            }
            break;
        case 52:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_87);
                if (ret < 0) return ret;
            }
            break;
        case 53:
            {
                int ret = slice_from_s(z, 4, s_88);
                if (ret < 0) return ret;
            }
            break;
        case 54:
            {
                int ret = slice_from_s(z, 5, s_89);
                if (ret < 0) return ret;
            }
            break;
        case 55:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_90);
                if (ret < 0) return ret;
            }
            break;
        case 56:
            {
                int ret = slice_from_s(z, 5, s_91);
                if (ret < 0) return ret;
            }
            break;
        case 57:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_92);
                if (ret < 0) return ret;
            }
            break;
        case 58:
            {
                int ret = slice_from_s(z, 4, s_93);
                if (ret < 0) return ret;
            }
            break;
        case 59:
            {
                int ret = slice_from_s(z, 4, s_94);
                if (ret < 0) return ret;
            }
            break;
        case 60:
            {
                int ret = slice_from_s(z, 4, s_95);
                if (ret < 0) return ret;
            }
            break;
        case 61:
            {
                int ret = slice_from_s(z, 4, s_96);
                if (ret < 0) return ret;
            }
            break;
        case 62:
            {
                int ret = slice_from_s(z, 4, s_97);
                if (ret < 0) return ret;
            }
            break;
        case 63:
            {
                int ret = slice_from_s(z, 5, s_98);
                if (ret < 0) return ret;
            }
            break;
        case 64:
            {
                int ret = slice_from_s(z, 6, s_99);
                if (ret < 0) return ret;
            }
            break;
        case 65:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 5, s_100);
                if (ret < 0) return ret;
            }
            break;
        case 66:
            {
                int ret = slice_from_s(z, 5, s_101);
                if (ret < 0) return ret;
            }
            break;
        case 67:
            {
                int ret = slice_from_s(z, 4, s_102);
                if (ret < 0) return ret;
            }
            break;
        case 68:
            {
                int ret = slice_from_s(z, 5, s_103);
                if (ret < 0) return ret;
            }
            break;
        case 69:
            {
                int ret = slice_from_s(z, 6, s_104);
                if (ret < 0) return ret;
            }
            break;
        case 70:
            {
                int ret = slice_from_s(z, 5, s_105);
                if (ret < 0) return ret;
            }
            break;
        case 71:
            {
                int ret = slice_from_s(z, 4, s_106);
                if (ret < 0) return ret;
            }
            break;
        case 72:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_107);
                if (ret < 0) return ret;
            }
            break;
        case 73:
            {
                int ret = slice_from_s(z, 3, s_108);
                if (ret < 0) return ret;
            }
            break;
        case 74:
            {
                int ret = slice_from_s(z, 4, s_109);
                if (ret < 0) return ret;
            }
            break;
        case 75:
            {
                int ret = slice_from_s(z, 3, s_110);
                if (ret < 0) return ret;
            }
            break;
        case 76:
            {
                int ret = slice_from_s(z, 3, s_111);
                if (ret < 0) return ret;
            }
            break;
        case 77:
            {
                int ret = slice_from_s(z, 6, s_112);
                if (ret < 0) return ret;
            }
            break;
        case 78:
            {
                int ret = slice_from_s(z, 4, s_113);
                if (ret < 0) return ret;
            }
            break;
        case 79:
            {
                int ret = slice_from_s(z, 3, s_114);
                if (ret < 0) return ret;
            }
            break;
        case 80:
            {
                int ret = slice_from_s(z, 3, s_115);
                if (ret < 0) return ret;
            }
            break;
        case 81:
            {
                int ret = slice_from_s(z, 3, s_116);
                if (ret < 0) return ret;
            }
            break;
        case 82:
            {
                int ret = slice_from_s(z, 4, s_117);
                if (ret < 0) return ret;
            }
            break;
        case 83:
            {
                int ret = slice_from_s(z, 4, s_118);
                if (ret < 0) return ret;
            }
            break;
        case 84:
            {
                int ret = slice_from_s(z, 4, s_119);
                if (ret < 0) return ret;
            }
            break;
        case 85:
            {
                int ret = slice_from_s(z, 4, s_120);
                if (ret < 0) return ret;
            }
            break;
        case 86:
            {
                int ret = slice_from_s(z, 4, s_121);
                if (ret < 0) return ret;
            }
            break;
        case 87:
            {
                int ret = slice_from_s(z, 4, s_122);
                if (ret < 0) return ret;
            }
            break;
        case 88:
            {
                int ret = slice_from_s(z, 4, s_123);
                if (ret < 0) return ret;
            }
            break;
        case 89:
            {
                int ret = slice_from_s(z, 4, s_124);
                if (ret < 0) return ret;
            }
            break;
        case 90:
            {
                int ret = slice_from_s(z, 5, s_125);
                if (ret < 0) return ret;
            }
            break;
        case 91:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_126);
                if (ret < 0) return ret;
            }
            break;
    }
    return 1;
}

static int r_Step_2(struct SN_env * z) {
    int among_var;
    z->ket = z->c;
    among_var = find_among_b(z, a_2, 2035, 0);
    if (!among_var) return 0;
    z->bra = z->c;
    {
        int ret = r_R1(z);
        if (ret <= 0) return ret;
    }
    switch (among_var) {
        case 1:
            {
                int ret = slice_from_s(z, 2, s_127);
                if (ret < 0) return ret;
            }
            break;
        case 2:
            {
                int ret = slice_from_s(z, 3, s_128);
                if (ret < 0) return ret;
            }
            break;
        case 3:
            {
                int ret = slice_from_s(z, 3, s_129);
                if (ret < 0) return ret;
            }
            break;
        case 4:
            {
                int ret = slice_from_s(z, 4, s_130);
                if (ret < 0) return ret;
            }
            break;
        case 5:
            {
                int ret = slice_from_s(z, 5, s_131);
                if (ret < 0) return ret;
            }
            break;
        case 6:
            {
                int ret = slice_from_s(z, 5, s_132);
                if (ret < 0) return ret;
            }
            break;
        case 7:
            {
                int ret = slice_from_s(z, 5, s_133);
                if (ret < 0) return ret;
            }
            break;
        case 8:
            {
                int ret = slice_from_s(z, 5, s_134);
                if (ret < 0) return ret;
            }
            break;
        case 9:
            {
                int ret = slice_from_s(z, 5, s_135);
                if (ret < 0) return ret;
            }
            break;
        case 10:
            {
                int ret = slice_from_s(z, 2, s_136);
                if (ret < 0) return ret;
            }
            break;
        case 11:
            {
                int ret = slice_from_s(z, 2, s_137);
                if (ret < 0) return ret;
            }
            break;
        case 12:
            {
                int ret = slice_from_s(z, 2, s_138);
                if (ret < 0) return ret;
            }
            break;
        case 13:
            {
                int ret = slice_from_s(z, 1, s_139);
                if (ret < 0) return ret;
            }
            break;
        case 14:
            {
                int ret = slice_from_s(z, 3, s_140);
                if (ret < 0) return ret;
            }
            break;
        case 15:
            {
                int ret = slice_from_s(z, 3, s_141);
                if (ret < 0) return ret;
            }
            break;
        case 16:
            {
                int ret = slice_from_s(z, 3, s_142);
                if (ret < 0) return ret;
            }
            break;
        case 17:
            {
                int ret = slice_from_s(z, 4, s_143);
                if (ret < 0) return ret;
            }
            break;
        case 18:
            {
                int ret = slice_from_s(z, 2, s_144);
                if (ret < 0) return ret;
            }
            break;
        case 19:
            {
                int ret = slice_from_s(z, 3, s_145);
                if (ret < 0) return ret;
            }
            break;
        case 20:
            {
                int ret = slice_from_s(z, 1, s_146);
                if (ret < 0) return ret;
            }
            break;
        case 21:
            {
                int ret = slice_from_s(z, 4, s_147);
                if (ret < 0) return ret;
            }
            break;
        case 22:
            {
                int ret = slice_from_s(z, 3, s_148);
                if (ret < 0) return ret;
            }
            break;
        case 23:
            {
                int ret = slice_from_s(z, 2, s_149);
                if (ret < 0) return ret;
            }
            break;
        case 24:
            {
                int ret = slice_from_s(z, 2, s_150);
                if (ret < 0) return ret;
            }
            break;
        case 25:
            {
                int ret = slice_from_s(z, 2, s_151);
                if (ret < 0) return ret;
            }
            break;
        case 26:
            {
                int ret = slice_from_s(z, 3, s_152);
                if (ret < 0) return ret;
            }
            break;
        case 27:
            {
                int ret = slice_from_s(z, 4, s_153);
                if (ret < 0) return ret;
            }
            break;
        case 28:
            {
                int ret = slice_from_s(z, 4, s_154);
                if (ret < 0) return ret;
            }
            break;
        case 29:
            {
                int ret = slice_from_s(z, 4, s_155);
                if (ret < 0) return ret;
            }
            break;
        case 30:
            {
                int ret = slice_from_s(z, 3, s_156);
                if (ret < 0) return ret;
            }
            break;
        case 31:
            {
                int ret = slice_from_s(z, 3, s_157);
                if (ret < 0) return ret;
            }
            break;
        case 32:
            {
                int ret = slice_from_s(z, 3, s_158);
                if (ret < 0) return ret;
            }
            break;
        case 33:
            {
                int ret = slice_from_s(z, 3, s_159);
                if (ret < 0) return ret;
            }
            break;
        case 34:
            {
                int ret = slice_from_s(z, 3, s_160);
                if (ret < 0) return ret;
            }
            break;
        case 35:
            {
                int ret = slice_from_s(z, 3, s_161);
                if (ret < 0) return ret;
            }
            break;
        case 36:
            {
                int ret = slice_from_s(z, 3, s_162);
                if (ret < 0) return ret;
            }
            break;
        case 37:
            {
                int ret = slice_from_s(z, 3, s_163);
                if (ret < 0) return ret;
            }
            break;
        case 38:
            {
                int ret = slice_from_s(z, 4, s_164);
                if (ret < 0) return ret;
            }
            break;
        case 39:
            {
                int ret = slice_from_s(z, 3, s_165);
                if (ret < 0) return ret;
            }
            break;
        case 40:
            {
                int ret = slice_from_s(z, 3, s_166);
                if (ret < 0) return ret;
            }
            break;
        case 41:
            {
                int ret = slice_from_s(z, 3, s_167);
                if (ret < 0) return ret;
            }
            break;
        case 42:
            {
                int ret = slice_from_s(z, 3, s_168);
                if (ret < 0) return ret;
            }
            break;
        case 43:
            {
                int ret = slice_from_s(z, 3, s_169);
                if (ret < 0) return ret;
            }
            break;
        case 44:
            {
                int ret = slice_from_s(z, 3, s_170);
                if (ret < 0) return ret;
            }
            break;
        case 45:
            {
                int ret = slice_from_s(z, 3, s_171);
                if (ret < 0) return ret;
            }
            break;
        case 46:
            {
                int ret = slice_from_s(z, 3, s_172);
                if (ret < 0) return ret;
            }
            break;
        case 47:
            {
                int ret = slice_from_s(z, 4, s_173);
                if (ret < 0) return ret;
            }
            break;
        case 48:
            {
                int ret = slice_from_s(z, 4, s_174);
                if (ret < 0) return ret;
            }
            break;
        case 49:
            {
                int ret = slice_from_s(z, 4, s_175);
                if (ret < 0) return ret;
            }
            break;
        case 50:
            {
                int ret = slice_from_s(z, 2, s_176);
                if (ret < 0) return ret;
            }
            break;
        case 51:
            {
                int ret = slice_from_s(z, 3, s_177);
                if (ret < 0) return ret;
            }
            break;
        case 52:
            {
                int ret = slice_from_s(z, 3, s_178);
                if (ret < 0) return ret;
            }
            break;
        case 53:
            {
                int ret = slice_from_s(z, 2, s_179);
                if (ret < 0) return ret;
            }
            break;
        case 54:
            {
                int ret = slice_from_s(z, 2, s_180);
                if (ret < 0) return ret;
            }
            break;
        case 55:
            {
                int ret = slice_from_s(z, 2, s_181);
                if (ret < 0) return ret;
            }
            break;
        case 56:
            {
                int ret = slice_from_s(z, 2, s_182);
                if (ret < 0) return ret;
            }
            break;
        case 57:
            {
                int ret = slice_from_s(z, 2, s_183);
                if (ret < 0) return ret;
            }
            break;
        case 58:
            {
                int ret = slice_from_s(z, 2, s_184);
                if (ret < 0) return ret;
            }
            break;
        case 59:
            {
                int ret = slice_from_s(z, 4, s_185);
                if (ret < 0) return ret;
            }
            break;
        case 60:
            {
                int ret = slice_from_s(z, 4, s_186);
                if (ret < 0) return ret;
            }
            break;
        case 61:
            {
                int ret = slice_from_s(z, 4, s_187);
                if (ret < 0) return ret;
            }
            break;
        case 62:
            {
                int ret = slice_from_s(z, 4, s_188);
                if (ret < 0) return ret;
            }
            break;
        case 63:
            {
                int ret = slice_from_s(z, 4, s_189);
                if (ret < 0) return ret;
            }
            break;
        case 64:
            {
                int ret = slice_from_s(z, 4, s_190);
                if (ret < 0) return ret;
            }
            break;
        case 65:
            {
                int ret = slice_from_s(z, 4, s_191);
                if (ret < 0) return ret;
            }
            break;
        case 66:
            {
                int ret = slice_from_s(z, 3, s_192);
                if (ret < 0) return ret;
            }
            break;
        case 67:
            {
                int ret = slice_from_s(z, 3, s_193);
                if (ret < 0) return ret;
            }
            break;
        case 68:
            {
                int ret = slice_from_s(z, 4, s_194);
                if (ret < 0) return ret;
            }
            break;
        case 69:
            {
                int ret = slice_from_s(z, 3, s_195);
                if (ret < 0) return ret;
            }
            break;
        case 70:
            {
                int ret = slice_from_s(z, 2, s_196);
                if (ret < 0) return ret;
            }
            break;
        case 71:
            {
                int ret = slice_from_s(z, 3, s_197);
                if (ret < 0) return ret;
            }
            break;
        case 72:
            {
                int ret = slice_from_s(z, 3, s_198);
                if (ret < 0) return ret;
            }
            break;
        case 73:
            {
                int ret = slice_from_s(z, 3, s_199);
                if (ret < 0) return ret;
            }
            break;
        case 74:
            {
                int ret = slice_from_s(z, 3, s_200);
                if (ret < 0) return ret;
            }
            break;
        case 75:
            {
                int ret = slice_from_s(z, 4, s_201);
                if (ret < 0) return ret;
            }
            break;
        case 76:
            {
                int ret = slice_from_s(z, 3, s_202);
                if (ret < 0) return ret;
            }
            break;
        case 77:
            {
                int ret = slice_from_s(z, 2, s_203);
                if (ret < 0) return ret;
            }
            break;
        case 78:
            {
                int ret = slice_from_s(z, 2, s_204);
                if (ret < 0) return ret;
            }
            break;
        case 79:
            {
                int ret = slice_from_s(z, 2, s_205);
                if (ret < 0) return ret;
            }
            break;
        case 80:
            {
                int ret = slice_from_s(z, 2, s_206);
                if (ret < 0) return ret;
            }
            break;
        case 81:
            {
                int ret = slice_from_s(z, 3, s_207);
                if (ret < 0) return ret;
            }
            break;
        case 82:
            {
                int ret = slice_from_s(z, 3, s_208);
                if (ret < 0) return ret;
            }
            break;
        case 83:
            {
                int ret = slice_from_s(z, 2, s_209);
                if (ret < 0) return ret;
            }
            break;
        case 84:
            {
                int ret = slice_from_s(z, 3, s_210);
                if (ret < 0) return ret;
            }
            break;
        case 85:
            {
                int ret = slice_from_s(z, 3, s_211);
                if (ret < 0) return ret;
            }
            break;
        case 86:
            {
                int ret = slice_from_s(z, 4, s_212);
                if (ret < 0) return ret;
            }
            break;
        case 87:
            {
                int ret = slice_from_s(z, 2, s_213);
                if (ret < 0) return ret;
            }
            break;
        case 88:
            {
                int ret = slice_from_s(z, 3, s_214);
                if (ret < 0) return ret;
            }
            break;
        case 89:
            {
                int ret = slice_from_s(z, 4, s_215);
                if (ret < 0) return ret;
            }
            break;
        case 90:
            {
                int ret = slice_from_s(z, 5, s_216);
                if (ret < 0) return ret;
            }
            break;
        case 91:
            {
                int ret = slice_from_s(z, 3, s_217);
                if (ret < 0) return ret;
            }
            break;
        case 92:
            {
                int ret = slice_from_s(z, 4, s_218);
                if (ret < 0) return ret;
            }
            break;
        case 93:
            {
                int ret = slice_from_s(z, 4, s_219);
                if (ret < 0) return ret;
            }
            break;
        case 94:
            {
                int ret = slice_from_s(z, 3, s_220);
                if (ret < 0) return ret;
            }
            break;
        case 95:
            {
                int ret = slice_from_s(z, 1, s_221);
                if (ret < 0) return ret;
            }
            break;
        case 96:
            {
                int ret = slice_from_s(z, 3, s_222);
                if (ret < 0) return ret;
            }
            break;
        case 97:
            {
                int ret = slice_from_s(z, 3, s_223);
                if (ret < 0) return ret;
            }
            break;
        case 98:
            {
                int ret = slice_from_s(z, 3, s_224);
                if (ret < 0) return ret;
            }
            break;
        case 99:
            {
                int ret = slice_from_s(z, 3, s_225);
                if (ret < 0) return ret;
            }
            break;
        case 100:
            {
                int ret = slice_from_s(z, 2, s_226);
                if (ret < 0) return ret;
            }
            break;
        case 101:
            {
                int ret = slice_from_s(z, 3, s_227);
                if (ret < 0) return ret;
            }
            break;
        case 102:
            {
                int ret = slice_from_s(z, 4, s_228);
                if (ret < 0) return ret;
            }
            break;
        case 103:
            {
                int ret = slice_from_s(z, 2, s_229);
                if (ret < 0) return ret;
            }
            break;
        case 104:
            {
                int ret = slice_from_s(z, 1, s_230);
                if (ret < 0) return ret;
            }
            break;
        case 105:
            {
                int ret = slice_from_s(z, 2, s_231);
                if (ret < 0) return ret;
            }
            break;
        case 106:
            {
                int ret = slice_from_s(z, 5, s_232);
                if (ret < 0) return ret;
            }
            break;
        case 107:
            {
                int ret = slice_from_s(z, 5, s_233);
                if (ret < 0) return ret;
            }
            break;
        case 108:
            {
                int ret = slice_from_s(z, 5, s_234);
                if (ret < 0) return ret;
            }
            break;
        case 109:
            {
                int ret = slice_from_s(z, 2, s_235);
                if (ret < 0) return ret;
            }
            break;
        case 110:
            {
                int ret = slice_from_s(z, 4, s_236);
                if (ret < 0) return ret;
            }
            break;
        case 111:
            {
                int ret = slice_from_s(z, 4, s_237);
                if (ret < 0) return ret;
            }
            break;
        case 112:
            {
                int ret = slice_from_s(z, 4, s_238);
                if (ret < 0) return ret;
            }
            break;
        case 113:
            {
                int ret = slice_from_s(z, 2, s_239);
                if (ret < 0) return ret;
            }
            break;
        case 114:
            {
                int ret = slice_from_s(z, 3, s_240);
                if (ret < 0) return ret;
            }
            break;
        case 115:
            {
                int ret = slice_from_s(z, 2, s_241);
                if (ret < 0) return ret;
            }
            break;
        case 116:
            {
                int ret = slice_from_s(z, 1, s_242);
                if (ret < 0) return ret;
            }
            break;
        case 117:
            {
                int ret = slice_from_s(z, 4, s_243);
                if (ret < 0) return ret;
            }
            break;
        case 118:
            {
                int ret = slice_from_s(z, 4, s_244);
                if (ret < 0) return ret;
            }
            break;
        case 119:
            {
                int ret = slice_from_s(z, 1, s_245);
                if (ret < 0) return ret;
            }
            break;
        case 120:
            {
                int ret = slice_from_s(z, 2, s_246);
                if (ret < 0) return ret;
            }
            break;
        case 121:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_247);
                if (ret < 0) return ret;
            }
            break;
        case 122:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_248);
                if (ret < 0) return ret;
            }
            break;
        case 123:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_249);
                if (ret < 0) return ret;
            }
            break;
        case 124:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_250);
                if (ret < 0) return ret;
            }
            break;
        case 125:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_251);
                if (ret < 0) return ret;
            }
            break;
        case 126:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_252);
                if (ret < 0) return ret;
            }
            break;
        case 127:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_253);
                if (ret < 0) return ret;
            }
            break;
        case 128:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_254);
                if (ret < 0) return ret;
            }
            break;
        case 129:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_255);
                if (ret < 0) return ret;
            }
            break;
        case 130:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_256);
                if (ret < 0) return ret;
            }
            break;
        case 131:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_257);
                if (ret < 0) return ret;
            }
            break;
        case 132:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_258);
                if (ret < 0) return ret;
            }
            break;
        case 133:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_259);
                if (ret < 0) return ret;
            }
            break;
        case 134:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_260);
                if (ret < 0) return ret;
            }
            break;
        case 135:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_261);
                if (ret < 0) return ret;
            }
            break;
        case 136:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_262);
                if (ret < 0) return ret;
            }
            break;
        case 137:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_263);
                if (ret < 0) return ret;
            }
            break;
        case 138:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 5, s_264);
                if (ret < 0) return ret;
            }
            break;
        case 139:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 5, s_265);
                if (ret < 0) return ret;
            }
            break;
        case 140:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 5, s_266);
                if (ret < 0) return ret;
            }
            break;
        case 141:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_267);
                if (ret < 0) return ret;
            }
            break;
        case 142:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_268);
                if (ret < 0) return ret;
            }
            break;
        case 143:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_269);
                if (ret < 0) return ret;
            }
            break;
        case 144:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_270);
                if (ret < 0) return ret;
            }
            break;
        case 145:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_271);
                if (ret < 0) return ret;
            }
            break;
        case 146:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_272);
                if (ret < 0) return ret;
            }
            break;
        case 147:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_273);
                if (ret < 0) return ret;
            }
            break;
        case 148:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_274);
                if (ret < 0) return ret;
            }
            break;
        case 149:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 4, s_275);
                if (ret < 0) return ret;
            }
            break;
        case 150:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_276);
                if (ret < 0) return ret;
            }
            break;
        case 151:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 3, s_277);
                if (ret < 0) return ret;
            }
            break;
        case 152:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_278);
                if (ret < 0) return ret;
            }
            break;
        case 153:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_279);
                if (ret < 0) return ret;
            }
            break;
        case 154:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_280);
                if (ret < 0) return ret;
            }
            break;
        case 155:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_281);
                if (ret < 0) return ret;
            }
            break;
        case 156:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_282);
                if (ret < 0) return ret;
            }
            break;
        case 157:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_283);
                if (ret < 0) return ret;
            }
            break;
        case 158:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_284);
                if (ret < 0) return ret;
            }
            break;
        case 159:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_285);
                if (ret < 0) return ret;
            }
            break;
        case 160:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 2, s_286);
                if (ret < 0) return ret;
            }
            break;
        case 161:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 1, s_287);
                if (ret < 0) return ret;
            }
            break;
        case 162:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 1, s_288);
                if (ret < 0) return ret;
            }
            break;
        case 163:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 1, s_289);
                if (ret < 0) return ret;
            }
            break;
        case 164:
            if (!((SN_local *)z)->b_no_diacritics) return 0;
            {
                int ret = slice_from_s(z, 1, s_290);
                if (ret < 0) return ret;
            }
            break;
    }
    return 1;
}

static int r_Step_3(struct SN_env * z) {
    z->ket = z->c;
    if (z->c <= z->lb || z->p[z->c - 1] >> 5 != 3 || !((3188642 >> (z->p[z->c - 1] & 0x1f)) & 1)) return 0;
    if (!find_among_b(z, a_3, 26, 0)) return 0;
    z->bra = z->c;
    {
        int ret = r_R1(z);
        if (ret <= 0) return ret;
    }
    {
        int ret = slice_del(z);
        if (ret < 0) return ret;
    }
    return 1;
}

extern int serbian_UTF_8_stem(struct SN_env * z) {
    {
        int ret = r_cyr_to_lat(z);
        if (ret < 0) return ret;
    }
    {
        int ret = r_prelude(z);
        if (ret < 0) return ret;
    }
    {
        int ret = r_mark_regions(z);
        if (ret < 0) return ret;
    }
    z->lb = z->c; z->c = z->l;
    {
        int v_1 = z->l - z->c;
        {
            int ret = r_Step_1(z);
            if (ret < 0) return ret;
        }
        z->c = z->l - v_1;
    }
    {
        int v_2 = z->l - z->c;
        do {
            int v_3 = z->l - z->c;
            {
                int ret = r_Step_2(z);
                if (ret == 0) goto lab1;
                if (ret < 0) return ret;
            }
            break;
        lab1:
            z->c = z->l - v_3;
            {
                int ret = r_Step_3(z);
                if (ret == 0) goto lab0;
                if (ret < 0) return ret;
            }
        } while (0);
    lab0:
        z->c = z->l - v_2;
    }
    z->c = z->lb;
    return 1;
}

extern struct SN_env * serbian_UTF_8_create_env(void) {
    struct SN_env * z = SN_new_env(sizeof(SN_local));
    if (z) {
        ((SN_local *)z)->i_p1 = 0;
        ((SN_local *)z)->b_no_diacritics = 0;
    }
    return z;
}

extern void serbian_UTF_8_close_env(struct SN_env * z) {
    SN_delete_env(z);
}

