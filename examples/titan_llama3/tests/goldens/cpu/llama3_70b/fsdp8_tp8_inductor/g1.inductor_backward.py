# fxgolden golden | case: llama3_70b/fsdp8_tp8_inductor | artifact: g1.inductor_backward | normalizer: 7 | world: fake rank 0/64 cpu
cpp_fused_cat_split_0 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6,
                       at::BFloat16* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(67108864L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(134217728L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(201326592L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(268435456L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(335544320L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(402653184L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(469762048L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
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

cpp_fused__unsafe_view_mul_silu_silu_backward_view_1 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(234881024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(234881024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp14 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp4 = tmp3.neg();
                        auto tmp5 = tmp4.exp();
                        auto tmp6 = static_cast<float>(1.0);
                        auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = tmp3 / tmp8;
                        auto tmp10 = (tmp9);
                        auto tmp11 = tmp1 * tmp10;
                        auto tmp12 = at::vec::convert<at::BFloat16,1,float,2>(tmp11);
                        auto tmp13 = decltype(tmp3)(1)/(decltype(tmp3)(1) + tmp3.neg().exp());
                        auto tmp15 = at::vec::convert<float,2,at::BFloat16,1>(tmp14);
                        auto tmp16 = tmp1 * tmp15;
                        auto tmp17 = (tmp16);
                        auto tmp18 = tmp17 * tmp13;
                        auto tmp19 = tmp7 - tmp13;
                        auto tmp20 = tmp3 * tmp19;
                        auto tmp21 = tmp20 + tmp7;
                        auto tmp22 = tmp18 * tmp21;
                        auto tmp23 = at::vec::convert<at::BFloat16,1,float,2>(tmp22);
                        tmp12.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_cat_split_view_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6,
                       at::BFloat16* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(8388608L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(8388608L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(16777216L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(16777216L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(25165824L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(25165824L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr3 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(33554432L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(33554432L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr4 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(41943040L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(41943040L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr5 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(50331648L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(50331648L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr6 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(58720256L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(58720256L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr7 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
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

cpp_fused__to_copy_add_div_expand_mul_pow_sum_3 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    at::vec::VectorizedN<float,2> masked_tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> cascade_helper0(static_cast<int64_t>(512L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp6 = at::vec::convert<float,2,at::BFloat16,1>(tmp5);
                                auto tmp8 = at::vec::convert<float,2,at::BFloat16,1>(tmp7);
                                auto tmp9 = tmp6 + tmp8;
                                auto tmp10 = (tmp9);
                                auto tmp11 = tmp4 * tmp10;
                                tmp_acc0_vec = cascade_sum_combine(tmp11, &cascade_helper0);
                            }
                        }
                    }
                    tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                    tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                    masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec + masked_tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp10 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp18 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = at::vec::VectorizedN<float,2>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp11 = static_cast<float>(-0.5);
                            auto tmp12 = float(tmp10 * tmp11);
                            auto tmp13 = float(tmp7 * tmp7);
                            auto tmp14 = float(tmp13 * tmp7);
                            auto tmp15 = float(tmp12 * tmp14);
                            auto tmp16 = static_cast<float>(8192.0);
                            auto tmp17 = tmp15 / tmp16;
                            auto tmp19 = at::vec::convert<float,2,at::BFloat16,1>(tmp18);
                            auto tmp21 = at::vec::convert<float,2,at::BFloat16,1>(tmp20);
                            auto tmp22 = tmp19 + tmp21;
                            auto tmp23 = (tmp22);
                            auto tmp24 = static_cast<float>(2.0);
                            auto tmp25 = at::vec::VectorizedN<float,2>(tmp24);
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = at::vec::VectorizedN<float,2>(tmp17);
                            auto tmp28 = tmp27 * tmp26;
                            auto tmp29 = tmp9 + tmp28;
                            auto tmp30 = (tmp29);
                            auto tmp31 = tmp1 + tmp30;
                            auto tmp32 = at::vec::convert<at::BFloat16,1,float,2>(tmp31);
                            tmp32.store(out_ptr1 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
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

cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8192L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8192L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 8L*x2 + 65536L*x0), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                    tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 8192L*x1 + 8192L*x1_inner + 65536L*x0));
                                }
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

cpp_fused__to_copy_transpose_view_view_as_complex_5 = async_compile.cpp_pybinding(['const at::BFloat16*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(67108864L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(67108864L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused__to_copy_cat_transpose_view_6 = async_compile.cpp_pybinding(['const float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(16));
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

cpp_fused__to_copy_transpose_view_view_as_complex_7 = async_compile.cpp_pybinding(['const at::BFloat16*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8388608L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8388608L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused__to_copy_cat_transpose_view_8 = async_compile.cpp_pybinding(['const float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(16));
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

cpp_fused__to_copy_cat_transpose_view_9 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(16));
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

cpp_fused_cat_split_view_10 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6,
                       at::BFloat16* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(8388608L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(16777216L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(25165824L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(33554432L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(41943040L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(50331648L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(58720256L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
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

cpp_fused__to_copy_add_mul_sum_view_11 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'const at::BFloat16*', 'const float*', 'float*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const float* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    at::vec::VectorizedN<float,2> masked_tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    float tmp_acc1 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc1_vec = at::vec::VectorizedN<float,2>(0);
                    at::vec::VectorizedN<float,2> masked_tmp_acc1_vec = at::vec::VectorizedN<float,2>(0);
                    CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> cascade_helper0(static_cast<int64_t>(8192L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                    CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(8192L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> cascade_helper1(static_cast<int64_t>(8192L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 8192L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 8192L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 8192L*x1), static_cast<int64_t>(16));
                                auto tmp8 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp12 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 8192L*x1), static_cast<int64_t>(16));
                                auto tmp14 = in_ptr5[static_cast<int64_t>(x1)];
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                                auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                                auto tmp6 = tmp3 + tmp5;
                                auto tmp7 = (tmp6);
                                auto tmp9 = at::vec::VectorizedN<float,2>(tmp8);
                                auto tmp10 = tmp7 * tmp9;
                                auto tmp11 = tmp1 * tmp10;
                                auto tmp13 = at::vec::convert<float,2,at::BFloat16,1>(tmp12);
                                auto tmp15 = at::vec::VectorizedN<float,2>(tmp14);
                                auto tmp16 = tmp3 * tmp15;
                                auto tmp17 = tmp13 * tmp16;
                                tmp_acc0_vec = cascade_sum_combine(tmp11, &cascade_helper0);
                                tmp_acc1_vec = cascade_sum_combine(tmp17, &cascade_helper1);
                            }
                        }
                    }
                    tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                    tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                    masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                    tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                    tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                    masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused__to_copy_add_div_expand_mul_pow_sum_12 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    at::vec::VectorizedN<float,2> masked_tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> cascade_helper0(static_cast<int64_t>(512L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp6 = at::vec::convert<float,2,at::BFloat16,1>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                tmp_acc0_vec = cascade_sum_combine(tmp7, &cascade_helper0);
                            }
                        }
                    }
                    tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                    tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                    masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec + masked_tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp7 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp10 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp18 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = at::vec::VectorizedN<float,2>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp11 = static_cast<float>(-0.5);
                            auto tmp12 = float(tmp10 * tmp11);
                            auto tmp13 = float(tmp7 * tmp7);
                            auto tmp14 = float(tmp13 * tmp7);
                            auto tmp15 = float(tmp12 * tmp14);
                            auto tmp16 = static_cast<float>(8192.0);
                            auto tmp17 = tmp15 / tmp16;
                            auto tmp19 = at::vec::convert<float,2,at::BFloat16,1>(tmp18);
                            auto tmp20 = static_cast<float>(2.0);
                            auto tmp21 = at::vec::VectorizedN<float,2>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = at::vec::VectorizedN<float,2>(tmp17);
                            auto tmp24 = tmp23 * tmp22;
                            auto tmp25 = tmp9 + tmp24;
                            auto tmp26 = (tmp25);
                            auto tmp27 = tmp1 + tmp26;
                            auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
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
        primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, rsqrt, view, permute_1, permute_2, permute_3, getitem_11, getitem_12, wait_tensor_1, rsqrt_1, view_22, mm_2, mm_3, view_26, permute_11, permute_15, permute_19, primals_2, tangents_1, tangents_2 = args
        args.clear()
        assert_size_stride(tangents_1, (8, 1024, 8192), (8388608, 8192, 1), 'input')
        # Topologically Sorted Source Nodes: [all_gather_into_tensor_2], Original ATen: [_c10d_functional.all_gather_into_tensor]
        buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 8, 'mesh_tp')
        assert_size_stride(buf0, (64, 1024, 8192), (8388608, 8192, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf0, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_4], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf0)
        buf11 = empty_strided_cpu((8, 8192, 8192), (67108864, 8192, 1), torch.bfloat16)
        buf3 = reinterpret_tensor(buf11, (8, 1024, 8192), (67108864, 8192, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf11, (8, 1024, 8192), (67108864, 8192, 1), 8388608)  # alias
        buf5 = reinterpret_tensor(buf11, (8, 1024, 8192), (67108864, 8192, 1), 16777216)  # alias
        buf6 = reinterpret_tensor(buf11, (8, 1024, 8192), (67108864, 8192, 1), 25165824)  # alias
        buf7 = reinterpret_tensor(buf11, (8, 1024, 8192), (67108864, 8192, 1), 33554432)  # alias
        buf8 = reinterpret_tensor(buf11, (8, 1024, 8192), (67108864, 8192, 1), 41943040)  # alias
        buf9 = reinterpret_tensor(buf11, (8, 1024, 8192), (67108864, 8192, 1), 50331648)  # alias
        buf10 = reinterpret_tensor(buf11, (8, 1024, 8192), (67108864, 8192, 1), 58720256)  # alias
        assert_size_stride(view_26, (65536, 3584), (3584, 1), 'input')
        cpp_fused_cat_split_0(buf0, buf3, buf4, buf5, buf6, buf7, buf8, buf9, buf10)
        del buf0
        del buf10
        del buf3
        del buf4
        del buf5
        del buf6
        del buf7
        del buf8
        del buf9
        buf12 = empty_strided_cpu((8192, 3584), (3584, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_28, permute_9, mm_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (8192, 65536), (1, 8192), 0), view_26, out=buf12)
        del view_26
        assert_size_stride(permute_11, (8192, 3584), (3584, 1), 'input')
        buf13 = empty_strided_cpu((65536, 3584), (3584, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_28, mm_6], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (65536, 8192), (8192, 1), 0), permute_11, out=buf13)
        del buf11
        del permute_11
        assert_size_stride(mm_2, (65536, 3584), (3584, 1), 'input')
        assert_size_stride(mm_3, (65536, 3584), (3584, 1), 'input')
        buf14 = empty_strided_cpu((8, 8192, 3584), (29360128, 3584, 1), torch.bfloat16)
        buf18 = reinterpret_tensor(mm_3, (8, 8192, 3584), (29360128, 3584, 1), 0); del mm_3  # reuse
        assert_size_stride(view_22, (65536, 8192), (8192, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_1(buf18, buf13, mm_2, buf14)
        del buf13
        del mm_2
        buf15 = empty_strided_cpu((3584, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_29, outputs_6, silu, mul_7, view_30, permute_13, mm_7], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf14, (3584, 65536), (1, 3584), 0), view_22, out=buf15)
        assert_size_stride(permute_15, (3584, 8192), (8192, 1), 'input')
        buf16 = empty_strided_cpu((65536, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_29, outputs_6, silu, mul_7, view_30, mm_8], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf14, (65536, 3584), (3584, 1), 0), permute_15, out=buf16)
        del buf14
        del permute_15
        buf19 = empty_strided_cpu((3584, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_29, outputs_6, silu, outputs_7, mul_8, convert_element_type_28, mul_9, sub, mul_10, add_5, mul_11, convert_element_type_30, view_32, permute_17, mm_9], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf18, (3584, 65536), (1, 3584), 0), view_22, out=buf19)
        del view_22
        assert_size_stride(permute_19, (3584, 8192), (8192, 1), 'input')
        buf20 = empty_strided_cpu((65536, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_29, outputs_6, silu, outputs_7, mul_8, convert_element_type_28, mul_9, sub, mul_10, add_5, mul_11, convert_element_type_30, view_32, mm_10], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf18, (65536, 3584), (3584, 1), 0), permute_19, out=buf20)
        del buf18
        del permute_19
        buf29 = empty_strided_cpu((64, 1024, 8192), (8388608, 8192, 1), torch.bfloat16)
        buf21 = reinterpret_tensor(buf29, (8, 1024, 8192), (8388608, 8192, 1), 0)  # alias
        buf22 = reinterpret_tensor(buf29, (8, 1024, 8192), (8388608, 8192, 1), 67108864)  # alias
        buf23 = reinterpret_tensor(buf29, (8, 1024, 8192), (8388608, 8192, 1), 134217728)  # alias
        buf24 = reinterpret_tensor(buf29, (8, 1024, 8192), (8388608, 8192, 1), 201326592)  # alias
        buf25 = reinterpret_tensor(buf29, (8, 1024, 8192), (8388608, 8192, 1), 268435456)  # alias
        buf26 = reinterpret_tensor(buf29, (8, 1024, 8192), (8388608, 8192, 1), 335544320)  # alias
        buf27 = reinterpret_tensor(buf29, (8, 1024, 8192), (8388608, 8192, 1), 402653184)  # alias
        buf28 = reinterpret_tensor(buf29, (8, 1024, 8192), (8388608, 8192, 1), 469762048)  # alias
        cpp_fused_add_cat_split_view_2(buf16, buf20, buf21, buf22, buf23, buf24, buf25, buf26, buf27, buf28)
        del buf16
        del buf21
        del buf22
        del buf23
        del buf24
        del buf25
        del buf26
        del buf27
        del buf28
        # Topologically Sorted Source Nodes: [reduce_scatter_tensor_2], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf30 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf29, 'sum', 8, 'mesh_tp')
        assert_size_stride(buf30, (8, 1024, 8192), (8388608, 8192, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf30, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_5], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf30)
        assert_size_stride(primals_8, (131072, 64), (64, 1), 'input')
        # Topologically Sorted Source Nodes: [rope_cache], Original ATen: [aten.slice]
        buf59 = torch.ops.aten.slice.Tensor(primals_8, 0, 0, 8192)
        buf60 = buf59
        assert_size_stride(buf60, (8192, 64), (64, 1), 'torch.ops.aten.slice.Tensor')
        # buffer buf60 (op: torch.ops.aten.slice.Tensor) is assumed to be not aligned
        # Topologically Sorted Source Nodes: [reshaped_cache], Original ATen: [aten.view]
        buf61 = torch.ops.aten.reshape.default(buf60, [1, 8192, 1, 64])
        buf62 = buf61
        assert_size_stride(buf62, (1, 8192, 1, 64), (524288, 64, 64, 1), 'torch.ops.aten.reshape.default')
        # buffer buf62 (op: torch.ops.aten.reshape.default) is assumed to be not aligned
        # Topologically Sorted Source Nodes: [_conj], Original ATen: [aten._conj]
        buf63 = torch.ops.aten._conj.default(buf62)
        buf64 = buf63
        assert_size_stride(buf64, (1, 8192, 1, 64), (524288, 64, 64, 1), 'torch.ops.aten._conj.default')
        # buffer buf64 (op: torch.ops.aten._conj.default) is assumed to be not aligned
        # Topologically Sorted Source Nodes: [clone_3], Original ATen: [aten.clone]
        buf65 = torch.ops.aten.clone.default(buf64)
        del buf59
        del buf60
        del buf61
        del buf62
        del buf63
        del buf64
        del primals_8
        buf66 = buf65
        assert_size_stride(buf66, (1, 8192, 1, 64), (524288, 64, 64, 1), 'torch.ops.aten.clone.default')
        # buffer buf66 (op: torch.ops.aten.clone.default) is assumed to be not aligned
        del buf65
        assert_size_stride(primals_12, (8192, ), (1, ), 'input')
        assert_size_stride(primals_1, (8, 1024, 8192), (8388608, 8192, 1), 'input')
        assert_size_stride(wait_tensor_1, (8, 1024, 8192), (8388608, 8192, 1), 'input')
        assert_size_stride(rsqrt_1, (8, 1024, 1), (1024, 1, 1), 'input')
        buf35 = empty_strided_cpu((8, 1024, 1), (1024, 1, 8192), torch.float32)
        buf36 = empty_strided_cpu((8, 1024, 8192), (8388608, 8192, 1), torch.bfloat16)
        cpp_fused__to_copy_add_div_expand_mul_pow_sum_3(buf30, primals_12, primals_1, wait_tensor_1, tangents_1, rsqrt_1, buf35, buf36)
        del primals_12
        del tangents_1
        # Topologically Sorted Source Nodes: [all_gather_into_tensor_3], Original ATen: [_c10d_functional.all_gather_into_tensor]
        buf37 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf36, 8, 'mesh_tp')
        assert_size_stride(buf37, (64, 1024, 8192), (8388608, 8192, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf37, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_6], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf37)
        buf48 = reinterpret_tensor(buf29, (8, 8192, 8192), (67108864, 8192, 1), 0); del buf29  # reuse
        buf40 = reinterpret_tensor(buf48, (8, 1024, 8192), (67108864, 8192, 1), 0)  # alias
        buf41 = reinterpret_tensor(buf48, (8, 1024, 8192), (67108864, 8192, 1), 8388608)  # alias
        buf42 = reinterpret_tensor(buf48, (8, 1024, 8192), (67108864, 8192, 1), 16777216)  # alias
        buf43 = reinterpret_tensor(buf48, (8, 1024, 8192), (67108864, 8192, 1), 25165824)  # alias
        buf44 = reinterpret_tensor(buf48, (8, 1024, 8192), (67108864, 8192, 1), 33554432)  # alias
        buf45 = reinterpret_tensor(buf48, (8, 1024, 8192), (67108864, 8192, 1), 41943040)  # alias
        buf46 = reinterpret_tensor(buf48, (8, 1024, 8192), (67108864, 8192, 1), 50331648)  # alias
        buf47 = reinterpret_tensor(buf48, (8, 1024, 8192), (67108864, 8192, 1), 58720256)  # alias
        assert_size_stride(primals_10, (8192, 1024), (1024, 1), 'input')
        cpp_fused_cat_split_0(buf37, buf40, buf41, buf42, buf43, buf44, buf45, buf46, buf47)
        del buf40
        del buf41
        del buf42
        del buf43
        del buf44
        del buf45
        del buf46
        del buf47
        buf50 = empty_strided_cpu((65536, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_35, outputs_3, permute_23, mm_12], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (65536, 8192), (8192, 1), 0), primals_10, out=buf50)
        del primals_10
        assert_size_stride(getitem_12, (8, 8, 8192), (65536, 1, 8), 'input')
        buf51 = empty_strided_cpu((8, 8, 8192), (65536, 8192, 1), torch.float32)
        assert_size_stride(permute_1, (8, 8, 8192, 128), (8388608, 128, 1024, 1), 'input')
        assert_size_stride(permute_2, (8, 1, 8192, 128), (1048576, 128, 128, 1), 'input')
        assert_size_stride(permute_3, (8, 1, 8192, 128), (1048576, 128, 128, 1), 'input')
        assert_size_stride(getitem_11, (8, 8, 8192, 128), (8388608, 128, 1024, 1), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_4(getitem_12, buf51)
        del getitem_12
        # Topologically Sorted Source Nodes: [view_36, view_37, permute_25, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf52 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf50, (8, 8, 8192, 128), (8388608, 128, 1024, 1), 0), permute_1, permute_2, permute_3, getitem_11, buf51, 0.0, True)
        del buf50
        del buf51
        del permute_1
        del permute_2
        del permute_3
        buf53 = buf52[0]
        assert_size_stride(buf53, (8, 8, 8192, 128), (8388608, 128, 1024, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf53 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf69 = empty_strided_cpu((8, 8192, 8, 64, 2), (8388608, 1024, 128, 2, 1), torch.float32)
        cpp_fused__to_copy_transpose_view_view_as_complex_5(buf53, buf69)
        del buf53
        # Topologically Sorted Source Nodes: [permute_28, convert_element_type_43, view_42, view_as_complex_3], Original ATen: [aten.transpose, aten._to_copy, aten.view, aten.view_as_complex]
        buf70 = torch.ops.aten.view_as_complex.default(buf69)
        buf71 = buf70
        assert_size_stride(buf71, (8, 8192, 8, 64), (4194304, 512, 64, 1), 'torch.ops.aten.view_as_complex.default')
        assert_alignment(buf71, 16, 'torch.ops.aten.view_as_complex.default')
        # Topologically Sorted Source Nodes: [mul_21], Original ATen: [aten.mul]
        buf72 = torch.ops.aten.mul.Tensor(buf71, buf66)
        del buf69
        del buf70
        del buf71
        buf73 = buf72
        assert_size_stride(buf73, (8, 8192, 8, 64), (4194304, 512, 64, 1), 'torch.ops.aten.mul.Tensor')
        # buffer buf73 (op: torch.ops.aten.mul.Tensor) is assumed to be not aligned
        del buf72
        # Topologically Sorted Source Nodes: [view_as_real_3], Original ATen: [aten.view_as_real]
        buf76 = torch.ops.aten.view_as_real.default(buf73)
        buf77 = buf76
        assert_size_stride(buf77, (8, 8192, 8, 64, 2), (8388608, 1024, 128, 2, 1), 'torch.ops.aten.view_as_real.default')
        # buffer buf77 (op: torch.ops.aten.view_as_real.default) is assumed to be not aligned
        buf81 = empty_strided_cpu((8, 8192, 1, 10, 128), (10485760, 1280, 1280, 128, 1), torch.bfloat16)
        buf78 = reinterpret_tensor(buf81, (8, 8192, 1, 8, 128), (10485760, 1280, 1280, 128, 1), 0)  # alias
        cpp_fused__to_copy_cat_transpose_view_6(buf77, buf78)
        del buf73
        del buf76
        del buf77
        buf54 = buf52[1]
        assert_size_stride(buf54, (8, 1, 8192, 128), (1048576, 128, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf54 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf56 = empty_strided_cpu((8, 8192, 1, 64, 2), (1048576, 128, 128, 2, 1), torch.float32)
        cpp_fused__to_copy_transpose_view_view_as_complex_7(buf54, buf56)
        del buf54
        # Topologically Sorted Source Nodes: [permute_27, convert_element_type_42, view_41, view_as_complex_2], Original ATen: [aten.transpose, aten._to_copy, aten.view, aten.view_as_complex]
        buf57 = torch.ops.aten.view_as_complex.default(buf56)
        buf58 = buf57
        assert_size_stride(buf58, (8, 8192, 1, 64), (524288, 64, 64, 1), 'torch.ops.aten.view_as_complex.default')
        assert_alignment(buf58, 16, 'torch.ops.aten.view_as_complex.default')
        # Topologically Sorted Source Nodes: [mul_20], Original ATen: [aten.mul]
        buf67 = torch.ops.aten.mul.Tensor(buf58, buf66)
        del buf56
        del buf57
        del buf58
        del buf66
        buf68 = buf67
        assert_size_stride(buf68, (8, 8192, 1, 64), (524288, 64, 64, 1), 'torch.ops.aten.mul.Tensor')
        # buffer buf68 (op: torch.ops.aten.mul.Tensor) is assumed to be not aligned
        del buf67
        # Topologically Sorted Source Nodes: [view_as_real_2], Original ATen: [aten.view_as_real]
        buf74 = torch.ops.aten.view_as_real.default(buf68)
        buf75 = buf74
        assert_size_stride(buf75, (8, 8192, 1, 64, 2), (1048576, 128, 128, 2, 1), 'torch.ops.aten.view_as_real.default')
        # buffer buf75 (op: torch.ops.aten.view_as_real.default) is assumed to be not aligned
        buf79 = reinterpret_tensor(buf81, (8, 8192, 1, 1, 128), (10485760, 1280, 1280, 128, 1), 1024)  # alias
        cpp_fused__to_copy_cat_transpose_view_8(buf75, buf79)
        del buf68
        del buf74
        del buf75
        buf55 = buf52[2]
        assert_size_stride(buf55, (8, 1, 8192, 128), (1048576, 128, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf55 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf52
        buf80 = reinterpret_tensor(buf81, (8, 8192, 1, 1, 128), (10485760, 1280, 1280, 128, 1), 1152)  # alias
        assert_size_stride(primals_6, (1280, 8192), (8192, 1), 'input')
        cpp_fused__to_copy_cat_transpose_view_9(buf55, buf80)
        del buf55
        del buf78
        del buf79
        del buf80
        buf83 = reinterpret_tensor(buf37, (65536, 8192), (8192, 1), 0); del buf37  # reuse
        # Topologically Sorted Source Nodes: [view_49, view_50, outputs_1, permute_31, mm_14], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf81, (65536, 1280), (1280, 1), 0), primals_6, out=buf83)
        del primals_6
        buf92 = reinterpret_tensor(buf20, (64, 1024, 8192), (8388608, 8192, 1), 0); del buf20  # reuse
        buf84 = reinterpret_tensor(buf92, (8, 1024, 8192), (8388608, 8192, 1), 0)  # alias
        buf85 = reinterpret_tensor(buf92, (8, 1024, 8192), (8388608, 8192, 1), 67108864)  # alias
        buf86 = reinterpret_tensor(buf92, (8, 1024, 8192), (8388608, 8192, 1), 134217728)  # alias
        buf87 = reinterpret_tensor(buf92, (8, 1024, 8192), (8388608, 8192, 1), 201326592)  # alias
        buf88 = reinterpret_tensor(buf92, (8, 1024, 8192), (8388608, 8192, 1), 268435456)  # alias
        buf89 = reinterpret_tensor(buf92, (8, 1024, 8192), (8388608, 8192, 1), 335544320)  # alias
        buf90 = reinterpret_tensor(buf92, (8, 1024, 8192), (8388608, 8192, 1), 402653184)  # alias
        buf91 = reinterpret_tensor(buf92, (8, 1024, 8192), (8388608, 8192, 1), 469762048)  # alias
        cpp_fused_cat_split_view_10(buf83, buf84, buf85, buf86, buf87, buf88, buf89, buf90, buf91)
        del buf83
        del buf84
        del buf85
        del buf86
        del buf87
        del buf88
        del buf89
        del buf90
        del buf91
        # Topologically Sorted Source Nodes: [reduce_scatter_tensor_3], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf93 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf92, 'sum', 8, 'mesh_tp')
        assert_size_stride(buf93, (8, 1024, 8192), (8388608, 8192, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf93, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_7], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf93)
        del buf92
        assert_size_stride(rsqrt, (8, 1024, 1), (1024, 1, 1), 'input')
        buf33 = reinterpret_tensor(buf35, (1, 1, 8192), (8192, 8192, 1), 0); del buf35  # reuse
        buf96 = empty_strided_cpu((1, 1, 8192), (8192, 8192, 1), torch.float32)
        buf34 = empty_strided_cpu((8192, ), (1, ), torch.bfloat16)
        buf97 = empty_strided_cpu((8192, ), (1, ), torch.bfloat16)
        cpp_fused__to_copy_add_mul_sum_view_11(buf30, primals_1, wait_tensor_1, rsqrt_1, buf93, rsqrt, buf33, buf96, buf34, buf97)
        del buf30
        del buf33
        del rsqrt_1
        del wait_tensor_1
        buf49 = empty_strided_cpu((8192, 1024), (1024, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_35, permute_21, out, out_BLD, outputs_3, mm_11], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (8192, 65536), (1, 8192), 0), reinterpret_tensor(getitem_11, (65536, 1024), (1024, 1), 0), out=buf49)
        del buf48
        del getitem_11
        assert_size_stride(view, (65536, 8192), (8192, 1), 'input')
        buf82 = empty_strided_cpu((1280, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [view_49, view_50, permute_29, mm_13], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf81, (1280, 65536), (1, 1280), 0), view, out=buf82)
        del buf81
        del view
        assert_size_stride(primals_4, (8192, ), (1, ), 'input')
        buf98 = reinterpret_tensor(buf96, (8, 1024, 1), (1024, 1, 8192), 0); del buf96  # reuse
        buf99 = buf36; del buf36  # reuse
        cpp_fused__to_copy_add_div_expand_mul_pow_sum_12(buf99, buf93, primals_4, primals_1, rsqrt, buf98)
        del buf93
        del buf98
        del primals_1
        del primals_4
        del rsqrt
        return (buf99, primals_2, None, buf97, primals_2, buf82, primals_2, None, buf49, primals_2, buf34, primals_2, buf19, primals_2, buf15, primals_2, buf12, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
