# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g1.inductor_inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1 = args
        args.clear()
        s68 = arg66_1
        s69 = s68
        s63 = arg67_1
        s79 = s63
        s84 = arg68_1
        s94 = s84
        s57 = arg69_1
        s40 = arg70_1
        s62 = arg71_1
        s48 = arg72_1
        s70 = arg73_1
        s35 = arg74_1
        s95 = arg75_1
        s49 = arg76_1
        s89 = arg77_1
        s37 = arg78_1
        s41 = arg79_1
        s18 = arg80_1
        s46 = arg81_1
        s20 = arg82_1
        s4 = arg83_1
        s73 = arg84_1
        s96 = arg85_1
        s82 = arg86_1
        s38 = arg87_1
        s87 = arg88_1
        s7 = arg89_1
        s33 = arg90_1
        s80 = arg91_1
        s86 = arg92_1
        s16 = arg93_1
        s39 = arg94_1
        s25 = arg95_1
        s74 = arg96_1
        s2 = arg97_1
        s31 = arg98_1
        s32 = arg99_1
        s23 = arg100_1
        s52 = arg101_1
        s42 = arg102_1
        s54 = arg103_1
        s78 = arg104_1
        s90 = arg105_1
        s91 = arg106_1
        s55 = arg107_1
        s36 = arg108_1
        s88 = arg109_1
        s21 = arg110_1
        s75 = arg111_1
        s99 = arg112_1
        s43 = arg113_1
        return (reinterpret_tensor(arg0_1, (s68, s63, s84), (0, 0, 0), 0), s57, s40, s62, s48, s70, s35, s95, s49, s89, s37, s41, s18, s46, s20, s4, s73, s96, s82, s38, s87, s7, s33, s80, s86, s16, s39, s25, s74, s2, s31, s32, s23, s52, s42, s54, s78, s90, s91, s55, s36, s88, s21, s75, s99, s43, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
