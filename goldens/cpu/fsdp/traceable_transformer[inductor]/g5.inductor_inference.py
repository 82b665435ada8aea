# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g5.inductor_inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
cpp_fused_sum_view_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_add_erf_exp_mul_permute_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 64L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 64L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.7071067811865476);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp4.erf();
                        auto tmp6 = static_cast<float>(1.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = tmp1 * tmp1;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp15.exp();
                        auto tmp17 = static_cast<float>(0.3989422804014327);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp1 * tmp19;
                        auto tmp21 = tmp11 + tmp20;
                        auto tmp22 = tmp0 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_erf_exp_mul_sum_view_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_div_mul_sub_sum_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp9 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp15 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(16.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = tmp12 + tmp13;
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp18 = at::vec::Vectorized<float>(tmp1);
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp3);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp0 + tmp25;
                        tmp26.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_div_mul_sub_sum_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                float tmp_acc3 = 0;
                at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp16 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp19 = in_ptr9[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp0 * tmp9;
                            auto tmp13 = tmp11 + tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp1 - tmp17;
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 * tmp20;
                            auto tmp22 = tmp15 * tmp21;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp22;
                            tmp_acc3_vec = tmp_acc3_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp11 = in_ptr9[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp14 = tmp6 * tmp13;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            tmp_acc1_vec = tmp_acc1_vec + tmp14;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp17 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp22 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(16.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp11 = at::vec::Vectorized<float>(tmp2);
                        auto tmp12 = tmp10 * tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp20 = at::vec::Vectorized<float>(tmp1);
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = tmp21 * tmp23;
                        auto tmp25 = tmp15 - tmp24;
                        auto tmp26 = at::vec::Vectorized<float>(tmp3);
                        auto tmp27 = tmp26 * tmp25;
                        auto tmp28 = tmp0 + tmp27;
                        tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1 = args
        args.clear()
        assert_size_stride(arg23_1, (2, 16, 16), (256, 16, 1), 'input')
        assert_size_stride(arg22_1, (32, 64), (64, 1), 'input')
        buf0 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_view_16, aot0_1_permute_11, aot0_1_mm_5], Original ATen: [aten.view, aten.permute, aten.mm]
        extern_kernels.mm(reinterpret_tensor(arg23_1, (16, 32), (1, 16), 0), arg22_1, out=buf0)
        del arg22_1
        buf2 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        assert_size_stride(arg8_1, (16, 64), (64, 1), 'input')
        cpp_fused_sum_view_0(arg23_1, buf2)
        buf4 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_view_16, aot0_1_mm_4], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(arg23_1, (32, 16), (16, 1), 0), arg8_1, out=buf4)
        del arg8_1
        assert_size_stride(arg16_1, (2, 4, 16), (64, 1, 4), 'input')
        buf21 = empty_strided_cpu((2, 4, 16), (64, 16, 1), torch.float32)
        assert_size_stride(arg21_1, (32, 64), (64, 1), 'input')
        buf5 = reinterpret_tensor(buf4, (2, 16, 64), (1024, 64, 1), 0); del buf4  # reuse
        assert_size_stride(arg20_1, (32, 16), (16, 1), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_add_erf_exp_mul_permute_view_1(buf5, arg16_1, arg21_1, buf21)
        del arg16_1
        del arg21_1
        buf6 = empty_strided_cpu((64, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_view_18, aot0_1_view_13, aot0_1_mul_5, aot0_1_erf, aot0_1_add_5, aot0_1_mul_8, aot0_1_mul_9, aot0_1_mul_10, aot0_1_exp, aot0_1_mul_11, aot0_1_mul_12, aot0_1_add_8, aot0_1_mul_13, aot0_1_view_19, aot0_1_permute_15, aot0_1_mm_7], Original ATen: [aten.view, aten.mul, aten.erf, aten.add, aten.exp, aten.permute, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (64, 32), (1, 64), 0), arg20_1, out=buf6)
        del arg20_1
        buf8 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(arg7_1, (64, 16), (16, 1), 'input')
        cpp_fused_add_erf_exp_mul_sum_view_2(buf5, buf8)
        buf10 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_view_18, aot0_1_view_13, aot0_1_mul_5, aot0_1_erf, aot0_1_add_5, aot0_1_mul_8, aot0_1_mul_9, aot0_1_mul_10, aot0_1_exp, aot0_1_mul_11, aot0_1_mul_12, aot0_1_add_8, aot0_1_mul_13, aot0_1_view_19, aot0_1_mm_6], Original ATen: [aten.view, aten.mul, aten.erf, aten.add, aten.exp, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (32, 64), (64, 1), 0), arg7_1, out=buf10)
        del arg7_1
        del buf5
        assert_size_stride(arg6_1, (16, ), (1, ), 'input')
        assert_size_stride(arg1_1, (2, 16, 16), (256, 16, 1), 'input')
        assert_size_stride(arg17_1, (32, 16), (16, 1), 'input')
        assert_size_stride(arg18_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg19_1, (2, 16, 1), (16, 1, 1), 'input')
        buf15 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf16 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf17 = empty_strided_cpu((2, 16, 16), (256, 16, 1), torch.float32)
        assert_size_stride(arg5_1, (16, 16), (16, 1), 'input')
        cpp_fused_add_div_mul_sub_sum_view_3(buf10, arg6_1, arg1_1, arg17_1, arg18_1, arg19_1, arg23_1, buf15, buf16, buf17)
        del arg23_1
        del arg6_1
        buf20 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_view_22, aot0_1_mm_9], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (32, 16), (16, 1), 0), arg5_1, out=buf20)
        del arg5_1
        assert_size_stride(arg12_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg13_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg14_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg15_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        # Topologically Sorted Source Nodes: [aot0_1_view_23, aot0_1_view_24, aot0_1_permute_22, _scaled_dot_product_flash_attention_for_cpu_backward_default], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf22 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf20, (2, 4, 16, 4), (256, 4, 16, 1), 0), arg12_1, arg13_1, arg14_1, arg15_1, buf21, 0.0, True)
        del arg12_1
        del arg13_1
        del arg14_1
        del buf21
        buf18 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_view_22, aot0_1_permute_18, aot0_1_permute_6, aot0_1_view_9, aot0_1_view_10, aot0_1_mm_8], Original ATen: [aten.view, aten.permute, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (16, 32), (1, 16), 0), reinterpret_tensor(arg15_1, (32, 16), (16, 1), 0), out=buf18)
        del arg15_1
        buf25 = buf22[2]
        assert_size_stride(buf25, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf25 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf24 = buf22[1]
        assert_size_stride(buf24, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf24 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf23 = buf22[0]
        assert_size_stride(buf23, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf23 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf22
        assert_size_stride(arg4_1, (16, 16), (16, 1), 'input')
        buf32 = buf20; del buf20  # reuse
        # Topologically Sorted Source Nodes: [aot0_1_permute_23, aot0_1_view_25, aot0_1_view_28, aot0_1_mm_11], Original ATen: [aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf25, (32, 16), (16, 1), 0), arg4_1, out=buf32)
        del arg4_1
        assert_size_stride(arg11_1, (32, 16), (16, 1), 'input')
        buf26 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_permute_23, aot0_1_view_25, aot0_1_view_28, aot0_1_permute_26, aot0_1_mm_10], Original ATen: [aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf25, (16, 32), (1, 16), 0), arg11_1, out=buf26)
        del buf25
        assert_size_stride(arg3_1, (16, 16), (16, 1), 'input')
        buf33 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_permute_24, aot0_1_view_26, aot0_1_view_30, aot0_1_mm_13], Original ATen: [aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf24, (32, 16), (16, 1), 0), arg3_1, out=buf33)
        del arg3_1
        buf28 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_permute_24, aot0_1_view_26, aot0_1_view_30, aot0_1_permute_30, aot0_1_mm_12], Original ATen: [aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf24, (16, 32), (1, 16), 0), arg11_1, out=buf28)
        del buf24
        assert_size_stride(arg2_1, (16, 16), (16, 1), 'input')
        buf34 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_permute_25, aot0_1_view_27, aot0_1_view_32, aot0_1_mm_15], Original ATen: [aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf23, (32, 16), (16, 1), 0), arg2_1, out=buf34)
        del arg2_1
        assert_size_stride(arg9_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg10_1, (2, 16, 1), (16, 1, 1), 'input')
        buf11 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf35 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf37 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(arg0_1, (16, ), (1, ), 'input')
        buf39 = buf16; del buf16  # reuse
        buf40 = buf15; del buf15  # reuse
        buf41 = buf17; del buf17  # reuse
        cpp_fused_add_div_mul_sub_sum_view_4(buf41, buf10, arg1_1, arg17_1, arg18_1, arg19_1, buf32, buf33, buf34, arg9_1, arg10_1, arg0_1, buf11, buf13, buf35, buf37, buf39, buf40)
        del arg0_1
        del arg10_1
        del arg17_1
        del arg18_1
        del arg19_1
        del arg1_1
        del arg9_1
        del buf10
        del buf32
        del buf33
        del buf34
        del buf39
        del buf40
        buf30 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [aot0_1_permute_25, aot0_1_view_27, aot0_1_view_32, aot0_1_permute_34, aot0_1_mm_14], Original ATen: [aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf23, (16, 32), (1, 16), 0), arg11_1, out=buf30)
        del arg11_1
        return (buf41, buf35, buf30, buf28, buf26, buf18, buf11, buf6, buf0, reinterpret_tensor(buf2, (16, ), (1, ), 0), reinterpret_tensor(buf8, (64, ), (1, ), 0), buf13, buf37, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
