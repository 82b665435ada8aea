# fxgolden golden | case: spmd/coverage[bulk_cat] | artifact: g0.inference | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 10][10, 1]cpu", arg1_1: "f32[10, 10][10, 1]cpu", arg2_1: "f32[10][1]cpu"):
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t);  t = None
        t_1: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_1);  t_1 = None
        t_2: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_2: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_2);  t_2 = None
        t_3: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_3: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_3);  t_3 = None
        t_4: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_4: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_4);  t_4 = None
        t_5: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_5: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_5);  t_5 = None
        t_6: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_6: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_6);  t_6 = None
        t_7: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_7: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_7);  t_7 = None
        t_8: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_8: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_8);  t_8 = None
        t_9: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_9: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_9);  t_9 = None
        t_10: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_10: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_10);  t_10 = None
        t_11: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_11: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_11);  t_11 = None
        t_12: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_12: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_12);  t_12 = None
        t_13: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_13: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_13);  t_13 = None
        t_14: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_14: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_14);  t_14 = None
        t_15: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_15: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_15);  t_15 = None
        t_16: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_16: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_16);  t_16 = None
        t_17: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_17: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_17);  t_17 = None
        t_18: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_18: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_18);  t_18 = None
        t_19: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_19: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_19);  t_19 = None
        t_20: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_20: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_20);  t_20 = None
        t_21: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_21: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_21);  t_21 = None
        t_22: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_22: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_22);  t_22 = None
        t_23: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_23: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_23);  t_23 = None
        t_24: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_24: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_24);  t_24 = None
        t_25: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_25: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_25);  t_25 = None
        t_26: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_26: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_26);  t_26 = None
        t_27: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_27: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_27);  t_27 = None
        t_28: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_28: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_28);  t_28 = None
        t_29: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_29: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_29);  t_29 = None
        t_30: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_30: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_30);  t_30 = None
        t_31: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_31: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_31);  t_31 = None
        t_32: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_32: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_32);  t_32 = None
        t_33: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_33: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_33);  t_33 = None
        t_34: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_34: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_34);  t_34 = None
        t_35: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_35: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_35);  t_35 = None
        t_36: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_36: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_36);  t_36 = None
        t_37: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_37: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_37);  t_37 = None
        t_38: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_38: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_38);  t_38 = None
        t_39: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_39: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_39);  t_39 = None
        t_40: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_40: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_40);  t_40 = None
        t_41: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_41: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_41);  t_41 = None
        t_42: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_42: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_42);  t_42 = None
        t_43: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_43: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_43);  t_43 = None
        t_44: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_44: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_44);  t_44 = None
        t_45: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_45: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_45);  t_45 = None
        t_46: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_46: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_46);  t_46 = None
        t_47: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_47: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_47);  t_47 = None
        t_48: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_48: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_48);  t_48 = None
        t_49: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_49: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_49);  t_49 = None
        t_50: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_50: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_50);  t_50 = None
        t_51: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_51: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_51);  t_51 = None
        t_52: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_52: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_52);  t_52 = None
        t_53: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_53: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_53);  t_53 = None
        t_54: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_54: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_54);  t_54 = None
        t_55: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_55: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_55);  t_55 = None
        t_56: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_56: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_56);  t_56 = None
        t_57: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_57: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_57);  t_57 = None
        t_58: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_58: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_58);  t_58 = None
        t_59: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_59: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_59);  t_59 = None
        t_60: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_60: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_60);  t_60 = None
        t_61: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_61: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_61);  t_61 = None
        t_62: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_62: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_62);  t_62 = None
        t_63: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_63: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_63);  t_63 = None
        t_64: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_64: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_64);  t_64 = None
        t_65: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_65: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_65);  t_65 = None
        t_66: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_66: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_66);  t_66 = None
        t_67: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_67: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_67);  t_67 = None
        t_68: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_68: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_68);  t_68 = None
        t_69: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_69: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_69);  t_69 = None
        t_70: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_70: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_70);  t_70 = None
        t_71: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_71: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_71);  t_71 = None
        t_72: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_72: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_72);  t_72 = None
        t_73: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_73: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_73);  t_73 = None
        t_74: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_74: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_74);  t_74 = None
        t_75: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_75: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_75);  t_75 = None
        t_76: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_76: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_76);  t_76 = None
        t_77: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_77: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_77);  t_77 = None
        t_78: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_78: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_78);  t_78 = None
        t_79: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_79: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_79);  t_79 = None
        t_80: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_80: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_80);  t_80 = None
        t_81: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_81: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_81);  t_81 = None
        t_82: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_82: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_82);  t_82 = None
        t_83: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_83: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_83);  t_83 = None
        t_84: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_84: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_84);  t_84 = None
        t_85: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_85: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_85);  t_85 = None
        t_86: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_86: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_86);  t_86 = None
        t_87: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_87: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_87);  t_87 = None
        t_88: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_88: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_88);  t_88 = None
        t_89: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_89: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_89);  t_89 = None
        t_90: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_90: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_90);  t_90 = None
        t_91: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_91: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_91);  t_91 = None
        t_92: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_92: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_92);  t_92 = None
        t_93: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_93: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_93);  t_93 = None
        t_94: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_94: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_94);  t_94 = None
        t_95: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_95: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_95);  t_95 = None
        t_96: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_96: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_96);  t_96 = None
        t_97: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_97: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_97);  t_97 = None
        t_98: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_98: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_98);  t_98 = None
        t_99: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm_99: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t_99);  t_99 = None
        cat: "f32[2, 1000][1000, 1]cpu" = torch.ops.aten.cat.default([addmm, addmm_1, addmm_2, addmm_3, addmm_4, addmm_5, addmm_6, addmm_7, addmm_8, addmm_9, addmm_10, addmm_11, addmm_12, addmm_13, addmm_14, addmm_15, addmm_16, addmm_17, addmm_18, addmm_19, addmm_20, addmm_21, addmm_22, addmm_23, addmm_24, addmm_25, addmm_26, addmm_27, addmm_28, addmm_29, addmm_30, addmm_31, addmm_32, addmm_33, addmm_34, addmm_35, addmm_36, addmm_37, addmm_38, addmm_39, addmm_40, addmm_41, addmm_42, addmm_43, addmm_44, addmm_45, addmm_46, addmm_47, addmm_48, addmm_49, addmm_50, addmm_51, addmm_52, addmm_53, addmm_54, addmm_55, addmm_56, addmm_57, addmm_58, addmm_59, addmm_60, addmm_61, addmm_62, addmm_63, addmm_64, addmm_65, addmm_66, addmm_67, addmm_68, addmm_69, addmm_70, addmm_71, addmm_72, addmm_73, addmm_74, addmm_75, addmm_76, addmm_77, addmm_78, addmm_79, addmm_80, addmm_81, addmm_82, addmm_83, addmm_84, addmm_85, addmm_86, addmm_87, addmm_88, addmm_89, addmm_90, addmm_91, addmm_92, addmm_93, addmm_94, addmm_95, addmm_96, addmm_97, addmm_98, addmm_99], 1);  addmm = addmm_1 = addmm_2 = addmm_3 = addmm_4 = addmm_5 = addmm_6 = addmm_7 = addmm_8 = addmm_9 = addmm_10 = addmm_11 = addmm_12 = addmm_13 = addmm_14 = addmm_15 = addmm_16 = addmm_17 = addmm_18 = addmm_19 = addmm_20 = addmm_21 = addmm_22 = addmm_23 = addmm_24 = addmm_25 = addmm_26 = addmm_27 = addmm_28 = addmm_29 = addmm_30 = addmm_31 = addmm_32 = addmm_33 = addmm_34 = addmm_35 = addmm_36 = addmm_37 = addmm_38 = addmm_39 = addmm_40 = addmm_41 = addmm_42 = addmm_43 = addmm_44 = addmm_45 = addmm_46 = addmm_47 = addmm_48 = addmm_49 = addmm_50 = addmm_51 = addmm_52 = addmm_53 = addmm_54 = addmm_55 = addmm_56 = addmm_57 = addmm_58 = addmm_59 = addmm_60 = addmm_61 = addmm_62 = addmm_63 = addmm_64 = addmm_65 = addmm_66 = addmm_67 = addmm_68 = addmm_69 = addmm_70 = addmm_71 = addmm_72 = addmm_73 = addmm_74 = addmm_75 = addmm_76 = addmm_77 = addmm_78 = addmm_79 = addmm_80 = addmm_81 = addmm_82 = addmm_83 = addmm_84 = addmm_85 = addmm_86 = addmm_87 = addmm_88 = addmm_89 = addmm_90 = addmm_91 = addmm_92 = addmm_93 = addmm_94 = addmm_95 = addmm_96 = addmm_97 = addmm_98 = addmm_99 = None
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(cat);  cat = None
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format);  sum_1 = None
        expand: "f32[2, 1000][0, 0]cpu" = torch.ops.aten.expand.default(ones_like, [2, 1000]);  ones_like = None
        slice_1: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 0, 10)
        slice_2: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 10, 20)
        slice_3: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 20, 30)
        slice_4: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 30, 40)
        slice_5: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 40, 50)
        slice_6: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 50, 60)
        slice_7: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 60, 70)
        slice_8: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 70, 80)
        slice_9: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 80, 90)
        slice_10: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 90, 100)
        slice_11: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 100, 110)
        slice_12: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 110, 120)
        slice_13: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 120, 130)
        slice_14: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 130, 140)
        slice_15: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 140, 150)
        slice_16: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 150, 160)
        slice_17: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 160, 170)
        slice_18: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 170, 180)
        slice_19: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 180, 190)
        slice_20: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 190, 200)
        slice_21: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 200, 210)
        slice_22: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 210, 220)
        slice_23: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 220, 230)
        slice_24: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 230, 240)
        slice_25: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 240, 250)
        slice_26: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 250, 260)
        slice_27: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 260, 270)
        slice_28: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 270, 280)
        slice_29: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 280, 290)
        slice_30: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 290, 300)
        slice_31: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 300, 310)
        slice_32: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 310, 320)
        slice_33: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 320, 330)
        slice_34: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 330, 340)
        slice_35: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 340, 350)
        slice_36: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 350, 360)
        slice_37: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 360, 370)
        slice_38: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 370, 380)
        slice_39: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 380, 390)
        slice_40: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 390, 400)
        slice_41: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 400, 410)
        slice_42: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 410, 420)
        slice_43: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 420, 430)
        slice_44: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 430, 440)
        slice_45: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 440, 450)
        slice_46: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 450, 460)
        slice_47: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 460, 470)
        slice_48: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 470, 480)
        slice_49: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 480, 490)
        slice_50: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 490, 500)
        slice_51: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 500, 510)
        slice_52: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 510, 520)
        slice_53: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 520, 530)
        slice_54: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 530, 540)
        slice_55: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 540, 550)
        slice_56: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 550, 560)
        slice_57: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 560, 570)
        slice_58: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 570, 580)
        slice_59: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 580, 590)
        slice_60: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 590, 600)
        slice_61: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 600, 610)
        slice_62: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 610, 620)
        slice_63: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 620, 630)
        slice_64: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 630, 640)
        slice_65: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 640, 650)
        slice_66: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 650, 660)
        slice_67: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 660, 670)
        slice_68: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 670, 680)
        slice_69: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 680, 690)
        slice_70: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 690, 700)
        slice_71: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 700, 710)
        slice_72: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 710, 720)
        slice_73: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 720, 730)
        slice_74: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 730, 740)
        slice_75: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 740, 750)
        slice_76: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 750, 760)
        slice_77: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 760, 770)
        slice_78: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 770, 780)
        slice_79: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 780, 790)
        slice_80: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 790, 800)
        slice_81: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 800, 810)
        slice_82: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 810, 820)
        slice_83: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 820, 830)
        slice_84: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 830, 840)
        slice_85: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 840, 850)
        slice_86: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 850, 860)
        slice_87: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 860, 870)
        slice_88: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 870, 880)
        slice_89: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 880, 890)
        slice_90: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 890, 900)
        slice_91: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 900, 910)
        slice_92: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 910, 920)
        slice_93: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 920, 930)
        slice_94: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 930, 940)
        slice_95: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 940, 950)
        slice_96: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 950, 960)
        slice_97: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 960, 970)
        slice_98: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 970, 980)
        slice_99: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 980, 990)
        slice_100: "f32[2, 10][0, 0]cpu" = torch.ops.aten.slice.Tensor(expand, 1, 990, 1000);  expand = None
        t_100: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_100)
        mm: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_100, arg0_1);  t_100 = None
        t_101: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm);  mm = None
        sum_2: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_100, [0], True);  slice_100 = None
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
        t_102: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_101);  t_101 = None
        t_103: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_99)
        mm_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_103, arg0_1);  t_103 = None
        t_104: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_3: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_99, [0], True);  slice_99 = None
        view_1: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
        add: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(view, view_1);  view = view_1 = None
        t_105: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_104);  t_104 = None
        add_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(t_102, t_105);  t_102 = t_105 = None
        t_106: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_98)
        mm_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_106, arg0_1);  t_106 = None
        t_107: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_4: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_98, [0], True);  slice_98 = None
        view_2: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_4, [10]);  sum_4 = None
        add_2: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add, view_2);  add = view_2 = None
        t_108: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_107);  t_107 = None
        add_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_1, t_108);  add_1 = t_108 = None
        t_109: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_97)
        mm_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_109, arg0_1);  t_109 = None
        t_110: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_5: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_97, [0], True);  slice_97 = None
        view_3: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
        add_4: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_2, view_3);  add_2 = view_3 = None
        t_111: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_110);  t_110 = None
        add_5: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_3, t_111);  add_3 = t_111 = None
        t_112: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_96)
        mm_4: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_112, arg0_1);  t_112 = None
        t_113: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_6: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_96, [0], True);  slice_96 = None
        view_4: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_6, [10]);  sum_6 = None
        add_6: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_4, view_4);  add_4 = view_4 = None
        t_114: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_113);  t_113 = None
        add_7: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_5, t_114);  add_5 = t_114 = None
        t_115: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_95)
        mm_5: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_115, arg0_1);  t_115 = None
        t_116: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_7: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_95, [0], True);  slice_95 = None
        view_5: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_7, [10]);  sum_7 = None
        add_8: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_6, view_5);  add_6 = view_5 = None
        t_117: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_116);  t_116 = None
        add_9: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_7, t_117);  add_7 = t_117 = None
        t_118: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_94)
        mm_6: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_118, arg0_1);  t_118 = None
        t_119: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_8: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_94, [0], True);  slice_94 = None
        view_6: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_8, [10]);  sum_8 = None
        add_10: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_8, view_6);  add_8 = view_6 = None
        t_120: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_119);  t_119 = None
        add_11: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_9, t_120);  add_9 = t_120 = None
        t_121: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_93)
        mm_7: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_121, arg0_1);  t_121 = None
        t_122: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_9: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_93, [0], True);  slice_93 = None
        view_7: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_9, [10]);  sum_9 = None
        add_12: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_10, view_7);  add_10 = view_7 = None
        t_123: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_122);  t_122 = None
        add_13: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_11, t_123);  add_11 = t_123 = None
        t_124: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_92)
        mm_8: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_124, arg0_1);  t_124 = None
        t_125: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_10: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_92, [0], True);  slice_92 = None
        view_8: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_10, [10]);  sum_10 = None
        add_14: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_12, view_8);  add_12 = view_8 = None
        t_126: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_125);  t_125 = None
        add_15: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_13, t_126);  add_13 = t_126 = None
        t_127: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_91)
        mm_9: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_127, arg0_1);  t_127 = None
        t_128: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_11: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_91, [0], True);  slice_91 = None
        view_9: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_11, [10]);  sum_11 = None
        add_16: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_14, view_9);  add_14 = view_9 = None
        t_129: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_128);  t_128 = None
        add_17: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_15, t_129);  add_15 = t_129 = None
        t_130: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_90)
        mm_10: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_130, arg0_1);  t_130 = None
        t_131: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_12: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_90, [0], True);  slice_90 = None
        view_10: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_12, [10]);  sum_12 = None
        add_18: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_16, view_10);  add_16 = view_10 = None
        t_132: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_131);  t_131 = None
        add_19: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_17, t_132);  add_17 = t_132 = None
        t_133: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_89)
        mm_11: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_133, arg0_1);  t_133 = None
        t_134: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_13: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_89, [0], True);  slice_89 = None
        view_11: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_13, [10]);  sum_13 = None
        add_20: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_18, view_11);  add_18 = view_11 = None
        t_135: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_134);  t_134 = None
        add_21: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_19, t_135);  add_19 = t_135 = None
        t_136: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_88)
        mm_12: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_136, arg0_1);  t_136 = None
        t_137: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        sum_14: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_88, [0], True);  slice_88 = None
        view_12: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_14, [10]);  sum_14 = None
        add_22: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_20, view_12);  add_20 = view_12 = None
        t_138: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_137);  t_137 = None
        add_23: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_21, t_138);  add_21 = t_138 = None
        t_139: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_87)
        mm_13: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_139, arg0_1);  t_139 = None
        t_140: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_15: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_87, [0], True);  slice_87 = None
        view_13: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_15, [10]);  sum_15 = None
        add_24: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_22, view_13);  add_22 = view_13 = None
        t_141: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_140);  t_140 = None
        add_25: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_23, t_141);  add_23 = t_141 = None
        t_142: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_86)
        mm_14: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_142, arg0_1);  t_142 = None
        t_143: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_14);  mm_14 = None
        sum_16: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_86, [0], True);  slice_86 = None
        view_14: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_16, [10]);  sum_16 = None
        add_26: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_24, view_14);  add_24 = view_14 = None
        t_144: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_143);  t_143 = None
        add_27: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_25, t_144);  add_25 = t_144 = None
        t_145: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_85)
        mm_15: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_145, arg0_1);  t_145 = None
        t_146: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        sum_17: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_85, [0], True);  slice_85 = None
        view_15: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_17, [10]);  sum_17 = None
        add_28: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_26, view_15);  add_26 = view_15 = None
        t_147: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_146);  t_146 = None
        add_29: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_27, t_147);  add_27 = t_147 = None
        t_148: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_84)
        mm_16: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_148, arg0_1);  t_148 = None
        t_149: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_16);  mm_16 = None
        sum_18: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_84, [0], True);  slice_84 = None
        view_16: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_18, [10]);  sum_18 = None
        add_30: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_28, view_16);  add_28 = view_16 = None
        t_150: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_149);  t_149 = None
        add_31: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_29, t_150);  add_29 = t_150 = None
        t_151: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_83)
        mm_17: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_151, arg0_1);  t_151 = None
        t_152: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_17);  mm_17 = None
        sum_19: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_83, [0], True);  slice_83 = None
        view_17: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_19, [10]);  sum_19 = None
        add_32: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_30, view_17);  add_30 = view_17 = None
        t_153: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_152);  t_152 = None
        add_33: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_31, t_153);  add_31 = t_153 = None
        t_154: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_82)
        mm_18: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_154, arg0_1);  t_154 = None
        t_155: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_18);  mm_18 = None
        sum_20: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_82, [0], True);  slice_82 = None
        view_18: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_20, [10]);  sum_20 = None
        add_34: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_32, view_18);  add_32 = view_18 = None
        t_156: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_155);  t_155 = None
        add_35: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_33, t_156);  add_33 = t_156 = None
        t_157: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_81)
        mm_19: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_157, arg0_1);  t_157 = None
        t_158: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_19);  mm_19 = None
        sum_21: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_81, [0], True);  slice_81 = None
        view_19: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_21, [10]);  sum_21 = None
        add_36: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_34, view_19);  add_34 = view_19 = None
        t_159: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_158);  t_158 = None
        add_37: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_35, t_159);  add_35 = t_159 = None
        t_160: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_80)
        mm_20: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_160, arg0_1);  t_160 = None
        t_161: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_20);  mm_20 = None
        sum_22: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_80, [0], True);  slice_80 = None
        view_20: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_22, [10]);  sum_22 = None
        add_38: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_36, view_20);  add_36 = view_20 = None
        t_162: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_161);  t_161 = None
        add_39: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_37, t_162);  add_37 = t_162 = None
        t_163: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_79)
        mm_21: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_163, arg0_1);  t_163 = None
        t_164: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_21);  mm_21 = None
        sum_23: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_79, [0], True);  slice_79 = None
        view_21: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_23, [10]);  sum_23 = None
        add_40: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_38, view_21);  add_38 = view_21 = None
        t_165: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_164);  t_164 = None
        add_41: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_39, t_165);  add_39 = t_165 = None
        t_166: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_78)
        mm_22: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_166, arg0_1);  t_166 = None
        t_167: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_22);  mm_22 = None
        sum_24: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_78, [0], True);  slice_78 = None
        view_22: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_24, [10]);  sum_24 = None
        add_42: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_40, view_22);  add_40 = view_22 = None
        t_168: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_167);  t_167 = None
        add_43: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_41, t_168);  add_41 = t_168 = None
        t_169: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_77)
        mm_23: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_169, arg0_1);  t_169 = None
        t_170: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_23);  mm_23 = None
        sum_25: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_77, [0], True);  slice_77 = None
        view_23: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_25, [10]);  sum_25 = None
        add_44: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_42, view_23);  add_42 = view_23 = None
        t_171: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_170);  t_170 = None
        add_45: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_43, t_171);  add_43 = t_171 = None
        t_172: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_76)
        mm_24: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_172, arg0_1);  t_172 = None
        t_173: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_24);  mm_24 = None
        sum_26: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_76, [0], True);  slice_76 = None
        view_24: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_26, [10]);  sum_26 = None
        add_46: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_44, view_24);  add_44 = view_24 = None
        t_174: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_173);  t_173 = None
        add_47: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_45, t_174);  add_45 = t_174 = None
        t_175: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_75)
        mm_25: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_175, arg0_1);  t_175 = None
        t_176: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_25);  mm_25 = None
        sum_27: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_75, [0], True);  slice_75 = None
        view_25: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_27, [10]);  sum_27 = None
        add_48: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_46, view_25);  add_46 = view_25 = None
        t_177: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_176);  t_176 = None
        add_49: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_47, t_177);  add_47 = t_177 = None
        t_178: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_74)
        mm_26: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_178, arg0_1);  t_178 = None
        t_179: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_26);  mm_26 = None
        sum_28: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_74, [0], True);  slice_74 = None
        view_26: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_28, [10]);  sum_28 = None
        add_50: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_48, view_26);  add_48 = view_26 = None
        t_180: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_179);  t_179 = None
        add_51: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_49, t_180);  add_49 = t_180 = None
        t_181: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_73)
        mm_27: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_181, arg0_1);  t_181 = None
        t_182: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_27);  mm_27 = None
        sum_29: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_73, [0], True);  slice_73 = None
        view_27: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_29, [10]);  sum_29 = None
        add_52: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_50, view_27);  add_50 = view_27 = None
        t_183: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_182);  t_182 = None
        add_53: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_51, t_183);  add_51 = t_183 = None
        t_184: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_72)
        mm_28: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_184, arg0_1);  t_184 = None
        t_185: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_28);  mm_28 = None
        sum_30: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_72, [0], True);  slice_72 = None
        view_28: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_30, [10]);  sum_30 = None
        add_54: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_52, view_28);  add_52 = view_28 = None
        t_186: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_185);  t_185 = None
        add_55: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_53, t_186);  add_53 = t_186 = None
        t_187: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_71)
        mm_29: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_187, arg0_1);  t_187 = None
        t_188: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_29);  mm_29 = None
        sum_31: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_71, [0], True);  slice_71 = None
        view_29: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_31, [10]);  sum_31 = None
        add_56: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_54, view_29);  add_54 = view_29 = None
        t_189: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_188);  t_188 = None
        add_57: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_55, t_189);  add_55 = t_189 = None
        t_190: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_70)
        mm_30: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_190, arg0_1);  t_190 = None
        t_191: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_30);  mm_30 = None
        sum_32: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_70, [0], True);  slice_70 = None
        view_30: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_32, [10]);  sum_32 = None
        add_58: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_56, view_30);  add_56 = view_30 = None
        t_192: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_191);  t_191 = None
        add_59: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_57, t_192);  add_57 = t_192 = None
        t_193: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_69)
        mm_31: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_193, arg0_1);  t_193 = None
        t_194: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_31);  mm_31 = None
        sum_33: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_69, [0], True);  slice_69 = None
        view_31: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_33, [10]);  sum_33 = None
        add_60: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_58, view_31);  add_58 = view_31 = None
        t_195: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_194);  t_194 = None
        add_61: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_59, t_195);  add_59 = t_195 = None
        t_196: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_68)
        mm_32: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_196, arg0_1);  t_196 = None
        t_197: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_32);  mm_32 = None
        sum_34: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_68, [0], True);  slice_68 = None
        view_32: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_34, [10]);  sum_34 = None
        add_62: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_60, view_32);  add_60 = view_32 = None
        t_198: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_197);  t_197 = None
        add_63: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_61, t_198);  add_61 = t_198 = None
        t_199: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_67)
        mm_33: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_199, arg0_1);  t_199 = None
        t_200: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_33);  mm_33 = None
        sum_35: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_67, [0], True);  slice_67 = None
        view_33: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_35, [10]);  sum_35 = None
        add_64: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_62, view_33);  add_62 = view_33 = None
        t_201: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_200);  t_200 = None
        add_65: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_63, t_201);  add_63 = t_201 = None
        t_202: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_66)
        mm_34: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_202, arg0_1);  t_202 = None
        t_203: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_34);  mm_34 = None
        sum_36: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_66, [0], True);  slice_66 = None
        view_34: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_36, [10]);  sum_36 = None
        add_66: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_64, view_34);  add_64 = view_34 = None
        t_204: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_203);  t_203 = None
        add_67: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_65, t_204);  add_65 = t_204 = None
        t_205: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_65)
        mm_35: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_205, arg0_1);  t_205 = None
        t_206: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_35);  mm_35 = None
        sum_37: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_65, [0], True);  slice_65 = None
        view_35: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_37, [10]);  sum_37 = None
        add_68: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_66, view_35);  add_66 = view_35 = None
        t_207: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_206);  t_206 = None
        add_69: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_67, t_207);  add_67 = t_207 = None
        t_208: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_64)
        mm_36: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_208, arg0_1);  t_208 = None
        t_209: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_36);  mm_36 = None
        sum_38: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_64, [0], True);  slice_64 = None
        view_36: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_38, [10]);  sum_38 = None
        add_70: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_68, view_36);  add_68 = view_36 = None
        t_210: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_209);  t_209 = None
        add_71: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_69, t_210);  add_69 = t_210 = None
        t_211: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_63)
        mm_37: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_211, arg0_1);  t_211 = None
        t_212: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        sum_39: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_63, [0], True);  slice_63 = None
        view_37: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_39, [10]);  sum_39 = None
        add_72: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_70, view_37);  add_70 = view_37 = None
        t_213: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_212);  t_212 = None
        add_73: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_71, t_213);  add_71 = t_213 = None
        t_214: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_62)
        mm_38: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_214, arg0_1);  t_214 = None
        t_215: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_38);  mm_38 = None
        sum_40: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_62, [0], True);  slice_62 = None
        view_38: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_40, [10]);  sum_40 = None
        add_74: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_72, view_38);  add_72 = view_38 = None
        t_216: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_215);  t_215 = None
        add_75: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_73, t_216);  add_73 = t_216 = None
        t_217: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_61)
        mm_39: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_217, arg0_1);  t_217 = None
        t_218: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_39);  mm_39 = None
        sum_41: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_61, [0], True);  slice_61 = None
        view_39: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_41, [10]);  sum_41 = None
        add_76: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_74, view_39);  add_74 = view_39 = None
        t_219: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_218);  t_218 = None
        add_77: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_75, t_219);  add_75 = t_219 = None
        t_220: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_60)
        mm_40: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_220, arg0_1);  t_220 = None
        t_221: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_40);  mm_40 = None
        sum_42: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_60, [0], True);  slice_60 = None
        view_40: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_42, [10]);  sum_42 = None
        add_78: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_76, view_40);  add_76 = view_40 = None
        t_222: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_221);  t_221 = None
        add_79: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_77, t_222);  add_77 = t_222 = None
        t_223: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_59)
        mm_41: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_223, arg0_1);  t_223 = None
        t_224: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_41);  mm_41 = None
        sum_43: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_59, [0], True);  slice_59 = None
        view_41: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_43, [10]);  sum_43 = None
        add_80: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_78, view_41);  add_78 = view_41 = None
        t_225: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_224);  t_224 = None
        add_81: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_79, t_225);  add_79 = t_225 = None
        t_226: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_58)
        mm_42: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_226, arg0_1);  t_226 = None
        t_227: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_42);  mm_42 = None
        sum_44: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_58, [0], True);  slice_58 = None
        view_42: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_44, [10]);  sum_44 = None
        add_82: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_80, view_42);  add_80 = view_42 = None
        t_228: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_227);  t_227 = None
        add_83: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_81, t_228);  add_81 = t_228 = None
        t_229: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_57)
        mm_43: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_229, arg0_1);  t_229 = None
        t_230: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_43);  mm_43 = None
        sum_45: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_57, [0], True);  slice_57 = None
        view_43: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_45, [10]);  sum_45 = None
        add_84: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_82, view_43);  add_82 = view_43 = None
        t_231: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_230);  t_230 = None
        add_85: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_83, t_231);  add_83 = t_231 = None
        t_232: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_56)
        mm_44: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_232, arg0_1);  t_232 = None
        t_233: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_44);  mm_44 = None
        sum_46: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_56, [0], True);  slice_56 = None
        view_44: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_46, [10]);  sum_46 = None
        add_86: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_84, view_44);  add_84 = view_44 = None
        t_234: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_233);  t_233 = None
        add_87: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_85, t_234);  add_85 = t_234 = None
        t_235: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_55)
        mm_45: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_235, arg0_1);  t_235 = None
        t_236: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_45);  mm_45 = None
        sum_47: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_55, [0], True);  slice_55 = None
        view_45: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_47, [10]);  sum_47 = None
        add_88: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_86, view_45);  add_86 = view_45 = None
        t_237: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_236);  t_236 = None
        add_89: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_87, t_237);  add_87 = t_237 = None
        t_238: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_54)
        mm_46: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_238, arg0_1);  t_238 = None
        t_239: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_46);  mm_46 = None
        sum_48: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_54, [0], True);  slice_54 = None
        view_46: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_48, [10]);  sum_48 = None
        add_90: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_88, view_46);  add_88 = view_46 = None
        t_240: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_239);  t_239 = None
        add_91: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_89, t_240);  add_89 = t_240 = None
        t_241: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_53)
        mm_47: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_241, arg0_1);  t_241 = None
        t_242: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_47);  mm_47 = None
        sum_49: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_53, [0], True);  slice_53 = None
        view_47: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_49, [10]);  sum_49 = None
        add_92: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_90, view_47);  add_90 = view_47 = None
        t_243: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_242);  t_242 = None
        add_93: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_91, t_243);  add_91 = t_243 = None
        t_244: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_52)
        mm_48: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_244, arg0_1);  t_244 = None
        t_245: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_48);  mm_48 = None
        sum_50: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_52, [0], True);  slice_52 = None
        view_48: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_50, [10]);  sum_50 = None
        add_94: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_92, view_48);  add_92 = view_48 = None
        t_246: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_245);  t_245 = None
        add_95: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_93, t_246);  add_93 = t_246 = None
        t_247: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_51)
        mm_49: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_247, arg0_1);  t_247 = None
        t_248: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_49);  mm_49 = None
        sum_51: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_51, [0], True);  slice_51 = None
        view_49: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_51, [10]);  sum_51 = None
        add_96: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_94, view_49);  add_94 = view_49 = None
        t_249: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_248);  t_248 = None
        add_97: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_95, t_249);  add_95 = t_249 = None
        t_250: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_50)
        mm_50: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_250, arg0_1);  t_250 = None
        t_251: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_50);  mm_50 = None
        sum_52: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_50, [0], True);  slice_50 = None
        view_50: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_52, [10]);  sum_52 = None
        add_98: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_96, view_50);  add_96 = view_50 = None
        t_252: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_251);  t_251 = None
        add_99: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_97, t_252);  add_97 = t_252 = None
        t_253: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_49)
        mm_51: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_253, arg0_1);  t_253 = None
        t_254: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_51);  mm_51 = None
        sum_53: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_49, [0], True);  slice_49 = None
        view_51: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_53, [10]);  sum_53 = None
        add_100: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_98, view_51);  add_98 = view_51 = None
        t_255: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_254);  t_254 = None
        add_101: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_99, t_255);  add_99 = t_255 = None
        t_256: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_48)
        mm_52: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_256, arg0_1);  t_256 = None
        t_257: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_52);  mm_52 = None
        sum_54: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_48, [0], True);  slice_48 = None
        view_52: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_54, [10]);  sum_54 = None
        add_102: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_100, view_52);  add_100 = view_52 = None
        t_258: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_257);  t_257 = None
        add_103: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_101, t_258);  add_101 = t_258 = None
        t_259: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_47)
        mm_53: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_259, arg0_1);  t_259 = None
        t_260: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_53);  mm_53 = None
        sum_55: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_47, [0], True);  slice_47 = None
        view_53: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_55, [10]);  sum_55 = None
        add_104: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_102, view_53);  add_102 = view_53 = None
        t_261: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_260);  t_260 = None
        add_105: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_103, t_261);  add_103 = t_261 = None
        t_262: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_46)
        mm_54: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_262, arg0_1);  t_262 = None
        t_263: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_54);  mm_54 = None
        sum_56: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_46, [0], True);  slice_46 = None
        view_54: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_56, [10]);  sum_56 = None
        add_106: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_104, view_54);  add_104 = view_54 = None
        t_264: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_263);  t_263 = None
        add_107: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_105, t_264);  add_105 = t_264 = None
        t_265: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_45)
        mm_55: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_265, arg0_1);  t_265 = None
        t_266: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_55);  mm_55 = None
        sum_57: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_45, [0], True);  slice_45 = None
        view_55: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_57, [10]);  sum_57 = None
        add_108: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_106, view_55);  add_106 = view_55 = None
        t_267: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_266);  t_266 = None
        add_109: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_107, t_267);  add_107 = t_267 = None
        t_268: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_44)
        mm_56: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_268, arg0_1);  t_268 = None
        t_269: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_56);  mm_56 = None
        sum_58: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_44, [0], True);  slice_44 = None
        view_56: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_58, [10]);  sum_58 = None
        add_110: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_108, view_56);  add_108 = view_56 = None
        t_270: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_269);  t_269 = None
        add_111: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_109, t_270);  add_109 = t_270 = None
        t_271: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_43)
        mm_57: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_271, arg0_1);  t_271 = None
        t_272: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_57);  mm_57 = None
        sum_59: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_43, [0], True);  slice_43 = None
        view_57: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_59, [10]);  sum_59 = None
        add_112: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_110, view_57);  add_110 = view_57 = None
        t_273: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_272);  t_272 = None
        add_113: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_111, t_273);  add_111 = t_273 = None
        t_274: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_42)
        mm_58: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_274, arg0_1);  t_274 = None
        t_275: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_58);  mm_58 = None
        sum_60: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_42, [0], True);  slice_42 = None
        view_58: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_60, [10]);  sum_60 = None
        add_114: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_112, view_58);  add_112 = view_58 = None
        t_276: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_275);  t_275 = None
        add_115: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_113, t_276);  add_113 = t_276 = None
        t_277: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_41)
        mm_59: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_277, arg0_1);  t_277 = None
        t_278: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_59);  mm_59 = None
        sum_61: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_41, [0], True);  slice_41 = None
        view_59: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_61, [10]);  sum_61 = None
        add_116: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_114, view_59);  add_114 = view_59 = None
        t_279: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_278);  t_278 = None
        add_117: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_115, t_279);  add_115 = t_279 = None
        t_280: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_40)
        mm_60: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_280, arg0_1);  t_280 = None
        t_281: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_60);  mm_60 = None
        sum_62: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_40, [0], True);  slice_40 = None
        view_60: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_62, [10]);  sum_62 = None
        add_118: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_116, view_60);  add_116 = view_60 = None
        t_282: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_281);  t_281 = None
        add_119: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_117, t_282);  add_117 = t_282 = None
        t_283: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_39)
        mm_61: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_283, arg0_1);  t_283 = None
        t_284: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_61);  mm_61 = None
        sum_63: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_39, [0], True);  slice_39 = None
        view_61: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_63, [10]);  sum_63 = None
        add_120: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_118, view_61);  add_118 = view_61 = None
        t_285: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_284);  t_284 = None
        add_121: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_119, t_285);  add_119 = t_285 = None
        t_286: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_38)
        mm_62: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_286, arg0_1);  t_286 = None
        t_287: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_62);  mm_62 = None
        sum_64: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_38, [0], True);  slice_38 = None
        view_62: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_64, [10]);  sum_64 = None
        add_122: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_120, view_62);  add_120 = view_62 = None
        t_288: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_287);  t_287 = None
        add_123: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_121, t_288);  add_121 = t_288 = None
        t_289: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_37)
        mm_63: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_289, arg0_1);  t_289 = None
        t_290: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_63);  mm_63 = None
        sum_65: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_37, [0], True);  slice_37 = None
        view_63: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_65, [10]);  sum_65 = None
        add_124: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_122, view_63);  add_122 = view_63 = None
        t_291: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_290);  t_290 = None
        add_125: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_123, t_291);  add_123 = t_291 = None
        t_292: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_36)
        mm_64: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_292, arg0_1);  t_292 = None
        t_293: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_64);  mm_64 = None
        sum_66: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_36, [0], True);  slice_36 = None
        view_64: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_66, [10]);  sum_66 = None
        add_126: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_124, view_64);  add_124 = view_64 = None
        t_294: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_293);  t_293 = None
        add_127: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_125, t_294);  add_125 = t_294 = None
        t_295: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_35)
        mm_65: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_295, arg0_1);  t_295 = None
        t_296: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_65);  mm_65 = None
        sum_67: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_35, [0], True);  slice_35 = None
        view_65: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_67, [10]);  sum_67 = None
        add_128: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_126, view_65);  add_126 = view_65 = None
        t_297: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_296);  t_296 = None
        add_129: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_127, t_297);  add_127 = t_297 = None
        t_298: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_34)
        mm_66: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_298, arg0_1);  t_298 = None
        t_299: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_66);  mm_66 = None
        sum_68: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_34, [0], True);  slice_34 = None
        view_66: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_68, [10]);  sum_68 = None
        add_130: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_128, view_66);  add_128 = view_66 = None
        t_300: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_299);  t_299 = None
        add_131: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_129, t_300);  add_129 = t_300 = None
        t_301: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_33)
        mm_67: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_301, arg0_1);  t_301 = None
        t_302: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_67);  mm_67 = None
        sum_69: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_33, [0], True);  slice_33 = None
        view_67: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_69, [10]);  sum_69 = None
        add_132: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_130, view_67);  add_130 = view_67 = None
        t_303: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_302);  t_302 = None
        add_133: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_131, t_303);  add_131 = t_303 = None
        t_304: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_32)
        mm_68: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_304, arg0_1);  t_304 = None
        t_305: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_68);  mm_68 = None
        sum_70: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_32, [0], True);  slice_32 = None
        view_68: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_70, [10]);  sum_70 = None
        add_134: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_132, view_68);  add_132 = view_68 = None
        t_306: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_305);  t_305 = None
        add_135: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_133, t_306);  add_133 = t_306 = None
        t_307: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_31)
        mm_69: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_307, arg0_1);  t_307 = None
        t_308: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_69);  mm_69 = None
        sum_71: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_31, [0], True);  slice_31 = None
        view_69: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_71, [10]);  sum_71 = None
        add_136: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_134, view_69);  add_134 = view_69 = None
        t_309: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_308);  t_308 = None
        add_137: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_135, t_309);  add_135 = t_309 = None
        t_310: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_30)
        mm_70: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_310, arg0_1);  t_310 = None
        t_311: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_70);  mm_70 = None
        sum_72: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_30, [0], True);  slice_30 = None
        view_70: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_72, [10]);  sum_72 = None
        add_138: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_136, view_70);  add_136 = view_70 = None
        t_312: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_311);  t_311 = None
        add_139: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_137, t_312);  add_137 = t_312 = None
        t_313: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_29)
        mm_71: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_313, arg0_1);  t_313 = None
        t_314: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_71);  mm_71 = None
        sum_73: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_29, [0], True);  slice_29 = None
        view_71: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_73, [10]);  sum_73 = None
        add_140: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_138, view_71);  add_138 = view_71 = None
        t_315: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_314);  t_314 = None
        add_141: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_139, t_315);  add_139 = t_315 = None
        t_316: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_28)
        mm_72: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_316, arg0_1);  t_316 = None
        t_317: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_72);  mm_72 = None
        sum_74: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_28, [0], True);  slice_28 = None
        view_72: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_74, [10]);  sum_74 = None
        add_142: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_140, view_72);  add_140 = view_72 = None
        t_318: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_317);  t_317 = None
        add_143: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_141, t_318);  add_141 = t_318 = None
        t_319: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_27)
        mm_73: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_319, arg0_1);  t_319 = None
        t_320: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_73);  mm_73 = None
        sum_75: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_27, [0], True);  slice_27 = None
        view_73: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_75, [10]);  sum_75 = None
        add_144: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_142, view_73);  add_142 = view_73 = None
        t_321: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_320);  t_320 = None
        add_145: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_143, t_321);  add_143 = t_321 = None
        t_322: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_26)
        mm_74: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_322, arg0_1);  t_322 = None
        t_323: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_74);  mm_74 = None
        sum_76: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_26, [0], True);  slice_26 = None
        view_74: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_76, [10]);  sum_76 = None
        add_146: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_144, view_74);  add_144 = view_74 = None
        t_324: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_323);  t_323 = None
        add_147: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_145, t_324);  add_145 = t_324 = None
        t_325: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_25)
        mm_75: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_325, arg0_1);  t_325 = None
        t_326: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_75);  mm_75 = None
        sum_77: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_25, [0], True);  slice_25 = None
        view_75: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_77, [10]);  sum_77 = None
        add_148: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_146, view_75);  add_146 = view_75 = None
        t_327: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_326);  t_326 = None
        add_149: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_147, t_327);  add_147 = t_327 = None
        t_328: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_24)
        mm_76: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_328, arg0_1);  t_328 = None
        t_329: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_76);  mm_76 = None
        sum_78: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_24, [0], True);  slice_24 = None
        view_76: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_78, [10]);  sum_78 = None
        add_150: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_148, view_76);  add_148 = view_76 = None
        t_330: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_329);  t_329 = None
        add_151: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_149, t_330);  add_149 = t_330 = None
        t_331: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_23)
        mm_77: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_331, arg0_1);  t_331 = None
        t_332: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_77);  mm_77 = None
        sum_79: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_23, [0], True);  slice_23 = None
        view_77: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_79, [10]);  sum_79 = None
        add_152: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_150, view_77);  add_150 = view_77 = None
        t_333: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_332);  t_332 = None
        add_153: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_151, t_333);  add_151 = t_333 = None
        t_334: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_22)
        mm_78: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_334, arg0_1);  t_334 = None
        t_335: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_78);  mm_78 = None
        sum_80: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_22, [0], True);  slice_22 = None
        view_78: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_80, [10]);  sum_80 = None
        add_154: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_152, view_78);  add_152 = view_78 = None
        t_336: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_335);  t_335 = None
        add_155: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_153, t_336);  add_153 = t_336 = None
        t_337: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_21)
        mm_79: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_337, arg0_1);  t_337 = None
        t_338: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_79);  mm_79 = None
        sum_81: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_21, [0], True);  slice_21 = None
        view_79: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_81, [10]);  sum_81 = None
        add_156: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_154, view_79);  add_154 = view_79 = None
        t_339: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_338);  t_338 = None
        add_157: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_155, t_339);  add_155 = t_339 = None
        t_340: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_20)
        mm_80: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_340, arg0_1);  t_340 = None
        t_341: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_80);  mm_80 = None
        sum_82: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_20, [0], True);  slice_20 = None
        view_80: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_82, [10]);  sum_82 = None
        add_158: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_156, view_80);  add_156 = view_80 = None
        t_342: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_341);  t_341 = None
        add_159: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_157, t_342);  add_157 = t_342 = None
        t_343: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_19)
        mm_81: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_343, arg0_1);  t_343 = None
        t_344: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_81);  mm_81 = None
        sum_83: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_19, [0], True);  slice_19 = None
        view_81: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_83, [10]);  sum_83 = None
        add_160: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_158, view_81);  add_158 = view_81 = None
        t_345: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_344);  t_344 = None
        add_161: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_159, t_345);  add_159 = t_345 = None
        t_346: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_18)
        mm_82: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_346, arg0_1);  t_346 = None
        t_347: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_82);  mm_82 = None
        sum_84: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_18, [0], True);  slice_18 = None
        view_82: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_84, [10]);  sum_84 = None
        add_162: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_160, view_82);  add_160 = view_82 = None
        t_348: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_347);  t_347 = None
        add_163: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_161, t_348);  add_161 = t_348 = None
        t_349: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_17)
        mm_83: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_349, arg0_1);  t_349 = None
        t_350: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_83);  mm_83 = None
        sum_85: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_17, [0], True);  slice_17 = None
        view_83: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_85, [10]);  sum_85 = None
        add_164: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_162, view_83);  add_162 = view_83 = None
        t_351: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_350);  t_350 = None
        add_165: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_163, t_351);  add_163 = t_351 = None
        t_352: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_16)
        mm_84: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_352, arg0_1);  t_352 = None
        t_353: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_84);  mm_84 = None
        sum_86: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_16, [0], True);  slice_16 = None
        view_84: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_86, [10]);  sum_86 = None
        add_166: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_164, view_84);  add_164 = view_84 = None
        t_354: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_353);  t_353 = None
        add_167: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_165, t_354);  add_165 = t_354 = None
        t_355: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_15)
        mm_85: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_355, arg0_1);  t_355 = None
        t_356: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_85);  mm_85 = None
        sum_87: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_15, [0], True);  slice_15 = None
        view_85: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_87, [10]);  sum_87 = None
        add_168: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_166, view_85);  add_166 = view_85 = None
        t_357: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_356);  t_356 = None
        add_169: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_167, t_357);  add_167 = t_357 = None
        t_358: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_14)
        mm_86: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_358, arg0_1);  t_358 = None
        t_359: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_86);  mm_86 = None
        sum_88: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_14, [0], True);  slice_14 = None
        view_86: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_88, [10]);  sum_88 = None
        add_170: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_168, view_86);  add_168 = view_86 = None
        t_360: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_359);  t_359 = None
        add_171: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_169, t_360);  add_169 = t_360 = None
        t_361: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_13)
        mm_87: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_361, arg0_1);  t_361 = None
        t_362: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_87);  mm_87 = None
        sum_89: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_13, [0], True);  slice_13 = None
        view_87: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_89, [10]);  sum_89 = None
        add_172: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_170, view_87);  add_170 = view_87 = None
        t_363: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_362);  t_362 = None
        add_173: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_171, t_363);  add_171 = t_363 = None
        t_364: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_12)
        mm_88: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_364, arg0_1);  t_364 = None
        t_365: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_88);  mm_88 = None
        sum_90: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_12, [0], True);  slice_12 = None
        view_88: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_90, [10]);  sum_90 = None
        add_174: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_172, view_88);  add_172 = view_88 = None
        t_366: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_365);  t_365 = None
        add_175: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_173, t_366);  add_173 = t_366 = None
        t_367: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_11)
        mm_89: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_367, arg0_1);  t_367 = None
        t_368: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_89);  mm_89 = None
        sum_91: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_11, [0], True);  slice_11 = None
        view_89: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_91, [10]);  sum_91 = None
        add_176: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_174, view_89);  add_174 = view_89 = None
        t_369: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_368);  t_368 = None
        add_177: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_175, t_369);  add_175 = t_369 = None
        t_370: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_10)
        mm_90: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_370, arg0_1);  t_370 = None
        t_371: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_90);  mm_90 = None
        sum_92: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_10, [0], True);  slice_10 = None
        view_90: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_92, [10]);  sum_92 = None
        add_178: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_176, view_90);  add_176 = view_90 = None
        t_372: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_371);  t_371 = None
        add_179: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_177, t_372);  add_177 = t_372 = None
        t_373: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_9)
        mm_91: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_373, arg0_1);  t_373 = None
        t_374: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_91);  mm_91 = None
        sum_93: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_9, [0], True);  slice_9 = None
        view_91: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_93, [10]);  sum_93 = None
        add_180: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_178, view_91);  add_178 = view_91 = None
        t_375: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_374);  t_374 = None
        add_181: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_179, t_375);  add_179 = t_375 = None
        t_376: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_8)
        mm_92: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_376, arg0_1);  t_376 = None
        t_377: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_92);  mm_92 = None
        sum_94: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_8, [0], True);  slice_8 = None
        view_92: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_94, [10]);  sum_94 = None
        add_182: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_180, view_92);  add_180 = view_92 = None
        t_378: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_377);  t_377 = None
        add_183: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_181, t_378);  add_181 = t_378 = None
        t_379: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_7)
        mm_93: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_379, arg0_1);  t_379 = None
        t_380: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_93);  mm_93 = None
        sum_95: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_7, [0], True);  slice_7 = None
        view_93: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_95, [10]);  sum_95 = None
        add_184: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_182, view_93);  add_182 = view_93 = None
        t_381: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_380);  t_380 = None
        add_185: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_183, t_381);  add_183 = t_381 = None
        t_382: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_6)
        mm_94: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_382, arg0_1);  t_382 = None
        t_383: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_94);  mm_94 = None
        sum_96: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_6, [0], True);  slice_6 = None
        view_94: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_96, [10]);  sum_96 = None
        add_186: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_184, view_94);  add_184 = view_94 = None
        t_384: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_383);  t_383 = None
        add_187: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_185, t_384);  add_185 = t_384 = None
        t_385: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_5)
        mm_95: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_385, arg0_1);  t_385 = None
        t_386: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_95);  mm_95 = None
        sum_97: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_5, [0], True);  slice_5 = None
        view_95: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_97, [10]);  sum_97 = None
        add_188: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_186, view_95);  add_186 = view_95 = None
        t_387: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_386);  t_386 = None
        add_189: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_187, t_387);  add_187 = t_387 = None
        t_388: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_4)
        mm_96: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_388, arg0_1);  t_388 = None
        t_389: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_96);  mm_96 = None
        sum_98: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_4, [0], True);  slice_4 = None
        view_96: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_98, [10]);  sum_98 = None
        add_190: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_188, view_96);  add_188 = view_96 = None
        t_390: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_389);  t_389 = None
        add_191: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_189, t_390);  add_189 = t_390 = None
        t_391: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_3)
        mm_97: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_391, arg0_1);  t_391 = None
        t_392: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_97);  mm_97 = None
        sum_99: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_3, [0], True);  slice_3 = None
        view_97: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_99, [10]);  sum_99 = None
        add_192: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_190, view_97);  add_190 = view_97 = None
        t_393: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_392);  t_392 = None
        add_193: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_191, t_393);  add_191 = t_393 = None
        t_394: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_2)
        mm_98: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_394, arg0_1);  t_394 = None
        t_395: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_98);  mm_98 = None
        sum_100: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_2, [0], True);  slice_2 = None
        view_98: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_100, [10]);  sum_100 = None
        add_194: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_192, view_98);  add_192 = view_98 = None
        t_396: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_395);  t_395 = None
        add_195: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_193, t_396);  add_193 = t_396 = None
        t_397: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(slice_1)
        mm_99: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_397, arg0_1);  t_397 = arg0_1 = None
        t_398: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_99);  mm_99 = None
        sum_101: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_1, [0], True);  slice_1 = None
        view_99: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_101, [10]);  sum_101 = None
        add_196: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(add_194, view_99);  add_194 = view_99 = None
        t_399: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_398);  t_398 = None
        add_197: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(add_195, t_399);  add_195 = t_399 = None
        empty_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg1_1, pin_memory = False)
        copy: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like, add_197);  empty_like = add_197 = None
        empty_like_1: "f32[10][1]cpu" = torch.ops.aten.empty_like.default(arg2_1, pin_memory = False)
        copy_1: "f32[10][1]cpu" = torch.ops.aten.copy.default(empty_like_1, add_196);  empty_like_1 = add_196 = None
        all_reduce: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp');  copy = None
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        all_reduce_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_1, 'sum', 'mesh_dp');  copy_1 = None
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        _foreach_add = torch.ops.aten._foreach_add.List([arg1_1, arg2_1], [wait_tensor, wait_tensor_1], alpha = -0.01);  wait_tensor = wait_tensor_1 = None
        getitem: "f32[10, 10][10, 1]cpu" = _foreach_add[0]
        getitem_1: "f32[10][1]cpu" = _foreach_add[1];  _foreach_add = None
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem);  arg1_1 = getitem = copy_ = None
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg2_1, getitem_1);  arg2_1 = getitem_1 = copy__1 = None
        return ()
