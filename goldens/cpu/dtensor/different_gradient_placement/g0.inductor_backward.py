# fxgolden golden | case: dtensor/different_gradient_placement | artifact: g0.inductor_backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
cpp_fused_native_layer_norm_native_layer_norm_backward_permute_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(4L*x1 + 16L*x0)];
                        auto tmp1 = in_ptr0[static_cast<int64_t>(1L + 4L*x1 + 16L*x0)];
                        auto tmp3 = in_ptr0[static_cast<int64_t>(2L + 4L*x1 + 16L*x0)];
                        auto tmp5 = in_ptr0[static_cast<int64_t>(3L + 4L*x1 + 16L*x0)];
                        auto tmp24 = in_ptr1[static_cast<int64_t>(x1 + 16L*x0)];
                        auto tmp25 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp29 = in_ptr1[static_cast<int64_t>(4L + x1 + 16L*x0)];
                        auto tmp30 = in_ptr2[static_cast<int64_t>(1L)];
                        auto tmp35 = in_ptr1[static_cast<int64_t>(8L + x1 + 16L*x0)];
                        auto tmp36 = in_ptr2[static_cast<int64_t>(2L)];
                        auto tmp41 = in_ptr1[static_cast<int64_t>(12L + x1 + 16L*x0)];
                        auto tmp42 = in_ptr2[static_cast<int64_t>(3L)];
                        auto tmp2 = float(tmp0 + tmp1);
                        auto tmp4 = float(tmp2 + tmp3);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = static_cast<float>(4.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = float(tmp0 - tmp8);
                        auto tmp10 = float(tmp9 * tmp9);
                        auto tmp11 = float(tmp1 - tmp8);
                        auto tmp12 = float(tmp11 * tmp11);
                        auto tmp13 = float(tmp10 + tmp12);
                        auto tmp14 = float(tmp3 - tmp8);
                        auto tmp15 = float(tmp14 * tmp14);
                        auto tmp16 = float(tmp13 + tmp15);
                        auto tmp17 = float(tmp5 - tmp8);
                        auto tmp18 = float(tmp17 * tmp17);
                        auto tmp19 = float(tmp16 + tmp18);
                        auto tmp20 = tmp19 / tmp7;
                        auto tmp21 = static_cast<float>(1e-05);
                        auto tmp22 = float(tmp20 + tmp21);
                        auto tmp23 = 1 / std::sqrt(tmp22);
                        auto tmp26 = float(tmp24 * tmp25);
                        auto tmp27 = float(tmp9 * tmp23);
                        auto tmp28 = float(tmp26 * tmp27);
                        auto tmp31 = float(tmp29 * tmp30);
                        auto tmp32 = float(tmp11 * tmp23);
                        auto tmp33 = float(tmp31 * tmp32);
                        auto tmp34 = float(tmp28 + tmp33);
                        auto tmp37 = float(tmp35 * tmp36);
                        auto tmp38 = float(tmp14 * tmp23);
                        auto tmp39 = float(tmp37 * tmp38);
                        auto tmp40 = float(tmp34 + tmp39);
                        auto tmp43 = float(tmp41 * tmp42);
                        auto tmp44 = float(tmp17 * tmp23);
                        auto tmp45 = float(tmp43 * tmp44);
                        auto tmp46 = float(tmp40 + tmp45);
                        out_ptr0[static_cast<int64_t>(x1 + 4L*x0)] = tmp8;
                        out_ptr1[static_cast<int64_t>(x1 + 4L*x0)] = tmp23;
                        out_ptr2[static_cast<int64_t>(x1 + 4L*x0)] = tmp46;
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 16L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(4L));
                                auto tmp7 = in_ptr1[static_cast<int64_t>(x1 + x1_inner + 16L*x0)];
                                auto tmp8 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp10 = in_ptr1[static_cast<int64_t>(4L + x1 + x1_inner + 16L*x0)];
                                auto tmp11 = in_ptr2[static_cast<int64_t>(1L)];
                                auto tmp14 = in_ptr1[static_cast<int64_t>(8L + x1 + x1_inner + 16L*x0)];
                                auto tmp15 = in_ptr2[static_cast<int64_t>(2L)];
                                auto tmp18 = in_ptr1[static_cast<int64_t>(12L + x1 + x1_inner + 16L*x0)];
                                auto tmp19 = in_ptr2[static_cast<int64_t>(3L)];
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 16L*x0), static_cast<int64_t>(4L));
                                auto tmp25 = out_ptr0[static_cast<int64_t>(x1 + x1_inner + 4L*x0)];
                                auto tmp28 = out_ptr1[static_cast<int64_t>(x1 + x1_inner + 4L*x0)];
                                auto tmp31 = out_ptr2[static_cast<int64_t>(x1 + x1_inner + 4L*x0)];
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp4 = static_cast<float>(4.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 * tmp5;
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp12 = float(tmp10 * tmp11);
                                auto tmp13 = float(tmp9 + tmp12);
                                auto tmp16 = float(tmp14 * tmp15);
                                auto tmp17 = float(tmp13 + tmp16);
                                auto tmp20 = float(tmp18 * tmp19);
                                auto tmp21 = float(tmp17 + tmp20);
                                auto tmp22 = at::vec::Vectorized<float>(tmp21);
                                auto tmp23 = tmp6 - tmp22;
                                auto tmp26 = at::vec::Vectorized<float>(tmp25);
                                auto tmp27 = tmp24 - tmp26;
                                auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                auto tmp30 = tmp27 * tmp29;
                                auto tmp32 = at::vec::Vectorized<float>(tmp31);
                                auto tmp33 = tmp30 * tmp32;
                                auto tmp34 = tmp23 - tmp33;
                                tmp34.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 16L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x2 + 4L*x0 + 16L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(4L));
                                transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x2 + 4L*x0 + 16L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(4L));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x2_inner), static_cast<int64_t>(4L));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 4L*x2 + 4L*x2_inner + 16L*x1), static_cast<int64_t>(4L));
                                    auto tmp3 = out_ptr0[static_cast<int64_t>(x2 + x2_inner + 4L*x1)];
                                    auto tmp6 = out_ptr1[static_cast<int64_t>(x2 + x2_inner + 4L*x1)];
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp2 - tmp4;
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp5 * tmp7;
                                    auto tmp9 = tmp1 * tmp8;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp9, static_cast<int64_t>(4L));
                                    tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp1, static_cast<int64_t>(4L));
                                }
                            }
                        }
                    }
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        auto tmp0 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = static_cast<float>(4.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp2);
                        auto tmp5 = tmp4 * tmp3;
                        tmp5.store(in_out_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 16L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 16L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

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
        primals_3, cat, primals_2, tangents_1, tangents_2 = args
        args.clear()
        assert_size_stride(cat, (4, 4, 4), (16, 4, 1), 'input')
        assert_size_stride(tangents_1, (4, 4, 4), (16, 4, 1), 'input')
        assert_size_stride(primals_3, (4, ), (1, ), 'input')
        buf0 = empty_strided_cpu((4, 4, 1), (4, 1, 16), torch.float32)
        buf1 = empty_strided_cpu((4, 4, 1), (4, 1, 16), torch.float32)
        buf2 = empty_strided_cpu((4, 4, 1), (4, 1, 16), torch.float32)
        buf3 = empty_strided_cpu((4, 4, 4), (16, 4, 1), torch.float32)
        buf4 = empty_strided_cpu((4, ), (1, ), torch.float32)
        buf5 = empty_strided_cpu((4, ), (1, ), torch.float32)
        buf6 = buf3; del buf3  # reuse
        buf7 = empty_strided_cpu((4, 4, 4), (16, 4, 1), torch.float32)
        cpp_fused_native_layer_norm_native_layer_norm_backward_permute_0(buf6, cat, tangents_1, primals_3, buf0, buf1, buf2, buf4, buf5, buf7)
        del buf0
        del buf1
        del buf2
        del buf6
        del cat
        del primals_3
        del tangents_1
        return (buf7, primals_2, buf4, primals_2, buf5, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
