# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g8.inductor_inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
cpp_fused_addmm_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       const int64_t ks0,
                       const int64_t ks1)
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 64L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 64L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L*ks0*ks1); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L*ks0*ks1)))
                {
                    auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L*ks0*ks1); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L*ks0*ks1)))
                {
                    auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__1 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr0 = in_out_ptr1;
    auto out_ptr7 = in_out_ptr2;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x1)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr3 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp7 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp2 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp10;
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
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp12 = in_ptr2[static_cast<int64_t>(x0)];
                        auto tmp17 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(16.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp6 = at::vec::Vectorized<float>(tmp1);
                        auto tmp7 = tmp5 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 - tmp13;
                        auto tmp15 = at::vec::Vectorized<float>(tmp0);
                        auto tmp16 = tmp14 * tmp15;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp10 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp2);
                        auto tmp22 = tmp21 * tmp20;
                        tmp22.store(out_ptr6 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr8 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__3 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                                    auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                                    auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
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
                        out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                        tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                        out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                    }
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                                auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                                auto tmp15 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp20 = out_ptr2[static_cast<int64_t>(x0)];
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
                                tmp26.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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

cpp_fused_copy__5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__6 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       float* in_out_ptr4,
                       float* in_out_ptr5,
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr11)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr0 = in_out_ptr1;
    auto out_ptr3 = in_out_ptr2;
    auto out_ptr2 = in_out_ptr3;
    auto out_ptr10 = in_out_ptr5;
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                out_ptr8[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr9[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr8[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp17 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp22 = out_ptr9[static_cast<int64_t>(x0)];
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
                        tmp28.store(in_out_ptr4 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__7 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       float* in_out_ptr4,
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const int64_t* in_ptr15,
                       const int64_t* in_ptr16,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr0 = in_out_ptr1;
    auto out_ptr3 = in_out_ptr2;
    auto out_ptr2 = in_out_ptr3;
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                out_ptr8[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr9[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr8[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp17 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp22 = out_ptr9[static_cast<int64_t>(x0)];
                        auto tmp29 = in_ptr15[static_cast<int64_t>(x0)];
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
                        auto tmp30 = static_cast<int64_t>(7);
                        auto tmp31 = min_propagate_nan(tmp30, tmp29);
                        auto tmp32 = static_cast<int64_t>(-8);
                        auto tmp33 = max_propagate_nan(tmp32, tmp31);
                        auto tmp34 = 8L;
                        auto tmp35 = c10::convert<int64_t>(tmp34);
                        auto tmp36 = int64_t(tmp33 + tmp35);
                        auto tmp37 = tmp33 < 0;
                        auto tmp38 = tmp37 ? tmp36 : tmp33;
                        auto tmp39 = static_cast<int64_t>(0);
                        auto tmp40 = tmp29 >= tmp39;
                        auto tmp41 = static_cast<int64_t>(8);
                        auto tmp42 = tmp29 < tmp41;
                        auto tmp43 = decltype(tmp40)(tmp40 & tmp42);
                        auto tmp44 = static_cast<int64_t>(-1);
                        auto tmp45 = tmp29 != tmp44;
                        auto tmp46 = decltype(tmp43)(tmp43 & tmp45);
                        auto tmp47 = static_cast<float>(0.0);
                        auto tmp48 = at::vec::VecMask<float,1>::from(tmp46);
                        auto tmp49 = at::vec::Vectorized<float>(tmp47);
                        auto tmp50 = decltype(tmp28)::blendv(tmp49, tmp28, tmp48.template cast<float,1>());
                        auto tmp51 = x1 + 16L*tmp38;
                        auto tmp52 = c10::convert<int64_t>(tmp51);
                        auto tmp53 = at::vec::VectorizedN<int64_t,2>::arange(tmp52, 1);
                        tmp28.store(in_out_ptr4 + static_cast<int64_t>(x1 + 16L*x0));
                        atomic_add_vec<float, 2, 1>(out_ptr10, tmp53, tmp50);
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = in_ptr16[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(256L + x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<int64_t>(15);
                        auto tmp2 = min_propagate_nan(tmp1, tmp0);
                        auto tmp3 = static_cast<int64_t>(-16);
                        auto tmp4 = max_propagate_nan(tmp3, tmp2);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = int64_t(tmp4 + tmp6);
                        auto tmp8 = tmp4 < 0;
                        auto tmp9 = tmp8 ? tmp7 : tmp4;
                        auto tmp10 = static_cast<int64_t>(0);
                        auto tmp11 = tmp0 >= tmp10;
                        auto tmp12 = static_cast<int64_t>(16);
                        auto tmp13 = tmp0 < tmp12;
                        auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                        auto tmp15 = static_cast<int64_t>(-1);
                        auto tmp16 = tmp0 != tmp15;
                        auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                        auto tmp20 = tmp18 + tmp19;
                        auto tmp21 = static_cast<float>(0.0);
                        auto tmp22 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp23 = at::vec::Vectorized<float>(tmp21);
                        auto tmp24 = decltype(tmp20)::blendv(tmp23, tmp20, tmp22.template cast<float,1>());
                        auto tmp25 = x1 + 16L*tmp9;
                        auto tmp26 = c10::convert<int64_t>(tmp25);
                        auto tmp27 = at::vec::VectorizedN<int64_t,2>::arange(tmp26, 1);
                        atomic_add_vec<float, 2, 1>(out_ptr11, tmp27, tmp24);
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1 = args
        args.clear()
        s69 = arg94_1
        s79 = arg95_1
        s68 = arg97_1
        s63 = arg98_1
        s70 = arg103_1
        s95 = s70
        s35 = arg104_1
        s49 = arg105_1
        s89 = arg106_1
        s37 = arg107_1
        s82 = arg114_1
        s7 = arg117_1
        s80 = arg119_1
        assert_size_stride(arg26_1, (2, 4, 16), (64, 1, 4), 'input')
        buf21 = empty_strided_cpu((2, 4, 16), (64, 16, 1), torch.float32)
        assert_size_stride(arg62_1, (2, 4, 16), (64, 1, 4), 'input')
        buf51 = empty_strided_cpu((2, 4, 16), (64, 16, 1), torch.float32)
        buf69 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        assert_size_stride(arg0_1, (), (), 'input')
        buf0 = empty_strided_cpu((s63*s68, 8), (8, 1), torch.float32)
        buf67 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        buf71 = empty_strided_cpu((8, s63*s68), (s63*s68, 1), torch.float32)
        assert_size_stride(arg1_1, (16, 8), (1, 16), 'input')
        cpp_fused_addmm_0(arg26_1, arg62_1, arg0_1, buf21, buf51, buf69, buf0, buf67, buf71, s63, s68)
        del arg0_1
        del arg26_1
        del arg62_1
        buf1 = empty_strided_cpu((s63*s68, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(buf0, reinterpret_tensor(arg1_1, (8, 16), (16, 1), 0), out=buf1)
        del arg1_1
        del buf0
        assert_size_stride(arg4_1, (2, 16, 16), (256, 16, 1), 'input')
        assert_size_stride(arg6_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg7_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg8_1, (16, ), (1, ), 'input')
        assert_size_stride(arg9_1, (16, ), (1, ), 'input')
        buf2 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf3 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf73 = buf3; del buf3  # reuse
        buf75 = buf2; del buf2  # reuse
        assert_size_stride(arg5_1, (16, ), (1, ), 'input')
        buf4 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf5 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf6 = empty_strided_cpu((2, 16, 16), (256, 16, 1), torch.float32)
        assert_size_stride(arg34_1, (16, ), (1, ), 'input')
        buf8 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        buf77 = reinterpret_tensor(buf8, (16, ), (1, ), 0); del buf8  # reuse
        assert_size_stride(arg35_1, (16, 64), (64, 1), 'input')
        assert_size_stride(arg32_1, (32, 64), (64, 1), 'input')
        cpp_fused_copy__1(buf73, buf75, buf77, buf1, arg4_1, arg6_1, arg7_1, arg8_1, arg9_1, arg5_1, arg34_1, arg8_1, arg9_1, buf4, buf5, buf6, arg34_1)
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del buf1
        del buf4
        del buf5
        del buf73
        del buf75
        del buf77
        buf7 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg35_1, reinterpret_tensor(buf6, (16, 32), (1, 16), 0), arg32_1, alpha=1, beta=1, out=buf7)
        del arg32_1
        assert_size_stride(arg18_1, (16, 64), (64, 1), 'input')
        cpp_fused_copy__2(buf7, arg35_1)
        del buf7
        buf9 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf6, (32, 16), (16, 1), 0), arg18_1, out=buf9)
        del arg18_1
        assert_size_stride(arg31_1, (32, 64), (64, 1), 'input')
        buf10 = reinterpret_tensor(buf9, (2, 16, 64), (1024, 64, 1), 0); del buf9  # reuse
        assert_size_stride(arg37_1, (64, ), (1, ), 'input')
        buf12 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        buf80 = reinterpret_tensor(buf12, (64, ), (1, ), 0); del buf12  # reuse
        assert_size_stride(arg17_1, (64, 16), (16, 1), 'input')
        cpp_fused_copy__3(buf10, buf80, arg31_1, arg37_1, arg37_1)
        del arg31_1
        buf13 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf10, (32, 64), (64, 1), 0), arg17_1, out=buf13)
        del arg17_1
        assert_size_stride(arg38_1, (64, 16), (16, 1), 'input')
        assert_size_stride(arg30_1, (32, 16), (16, 1), 'input')
        buf11 = empty_strided_cpu((64, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg38_1, reinterpret_tensor(buf10, (64, 32), (1, 64), 0), arg30_1, alpha=1, beta=1, out=buf11)
        del arg30_1
        del buf10
        assert_size_stride(arg16_1, (16, ), (1, ), 'input')
        assert_size_stride(arg11_1, (2, 16, 16), (256, 16, 1), 'input')
        assert_size_stride(arg27_1, (32, 16), (16, 1), 'input')
        assert_size_stride(arg28_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg29_1, (2, 16, 1), (16, 1, 1), 'input')
        buf16 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf17 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf18 = buf6; del buf6  # reuse
        assert_size_stride(arg42_1, (16, 16), (16, 1), 'input')
        assert_size_stride(arg25_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        cpp_fused_copy__4(buf18, buf11, buf13, arg16_1, arg11_1, arg27_1, arg28_1, arg29_1, arg38_1, buf16, buf17)
        del arg16_1
        buf19 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg42_1, reinterpret_tensor(buf18, (16, 32), (1, 16), 0), reinterpret_tensor(arg25_1, (32, 16), (16, 1), 0), alpha=1, beta=1, out=buf19)
        assert_size_stride(arg15_1, (16, 16), (16, 1), 'input')
        cpp_fused_copy__5(buf19, arg42_1)
        buf20 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf18, (32, 16), (16, 1), 0), arg15_1, out=buf20)
        del arg15_1
        assert_size_stride(arg22_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg23_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg24_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: []
        buf22 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf20, (2, 4, 16, 4), (256, 4, 16, 1), 0), arg22_1, arg23_1, arg24_1, arg25_1, buf21, 0.0, True)
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        del buf21
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
        assert_size_stride(arg43_1, (16, 16), (16, 1), 'input')
        assert_size_stride(arg21_1, (32, 16), (16, 1), 'input')
        buf26 = buf19; del buf19  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg43_1, reinterpret_tensor(buf25, (16, 32), (1, 16), 0), arg21_1, alpha=1, beta=1, out=buf26)
        assert_size_stride(arg14_1, (16, 16), (16, 1), 'input')
        cpp_fused_copy__5(buf26, arg43_1)
        buf29 = buf20; del buf20  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf25, (32, 16), (16, 1), 0), arg14_1, out=buf29)
        del arg14_1
        del buf25
        assert_size_stride(arg44_1, (16, 16), (16, 1), 'input')
        buf27 = buf26; del buf26  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg44_1, reinterpret_tensor(buf24, (16, 32), (1, 16), 0), arg21_1, alpha=1, beta=1, out=buf27)
        assert_size_stride(arg13_1, (16, 16), (16, 1), 'input')
        cpp_fused_copy__5(buf27, arg44_1)
        buf30 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf24, (32, 16), (16, 1), 0), arg13_1, out=buf30)
        del arg13_1
        del buf24
        assert_size_stride(arg45_1, (16, 16), (16, 1), 'input')
        buf28 = buf27; del buf27  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg45_1, reinterpret_tensor(buf23, (16, 32), (1, 16), 0), arg21_1, alpha=1, beta=1, out=buf28)
        del arg21_1
        assert_size_stride(arg12_1, (16, 16), (16, 1), 'input')
        cpp_fused_copy__5(buf28, arg45_1)
        del buf28
        buf31 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf23, (32, 16), (16, 1), 0), arg12_1, out=buf31)
        del arg12_1
        del buf23
        assert_size_stride(arg19_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg20_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg40_1, (16, ), (1, ), 'input')
        assert_size_stride(arg41_1, (16, ), (1, ), 'input')
        assert_size_stride(arg92_1, (16, ), (1, ), 'input')
        assert_size_stride(arg93_1, (16, ), (1, ), 'input')
        buf14 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf15 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf32 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf33 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf83 = buf15; del buf15  # reuse
        buf85 = buf14; del buf14  # reuse
        buf113 = buf33; del buf33  # reuse
        buf115 = buf32; del buf32  # reuse
        assert_size_stride(arg10_1, (16, ), (1, ), 'input')
        buf34 = buf17; del buf17  # reuse
        buf35 = buf16; del buf16  # reuse
        buf36 = buf18; del buf18  # reuse
        assert_size_stride(arg70_1, (16, ), (1, ), 'input')
        buf38 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        buf91 = reinterpret_tensor(buf38, (16, ), (1, ), 0); del buf38  # reuse
        assert_size_stride(arg71_1, (16, 64), (64, 1), 'input')
        assert_size_stride(arg68_1, (32, 64), (64, 1), 'input')
        cpp_fused_copy__6(buf83, buf85, buf113, buf115, buf36, buf91, buf13, arg11_1, arg27_1, arg28_1, arg29_1, buf29, buf30, buf31, arg19_1, arg20_1, arg40_1, arg41_1, arg92_1, arg93_1, arg10_1, arg70_1, arg40_1, arg41_1, arg92_1, arg93_1, buf34, buf35, arg70_1)
        del arg10_1
        del arg11_1
        del arg19_1
        del arg20_1
        del arg27_1
        del arg28_1
        del arg29_1
        del buf113
        del buf115
        del buf13
        del buf29
        del buf30
        del buf31
        del buf83
        del buf85
        del buf91
        buf37 = reinterpret_tensor(buf11, (16, 64), (64, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg71_1, reinterpret_tensor(buf36, (16, 32), (1, 16), 0), arg68_1, alpha=1, beta=1, out=buf37)
        del arg68_1
        assert_size_stride(arg54_1, (16, 64), (64, 1), 'input')
        cpp_fused_copy__2(buf37, arg71_1)
        del buf37
        buf39 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf36, (32, 16), (16, 1), 0), arg54_1, out=buf39)
        del arg54_1
        assert_size_stride(arg67_1, (32, 64), (64, 1), 'input')
        buf40 = reinterpret_tensor(buf39, (2, 16, 64), (1024, 64, 1), 0); del buf39  # reuse
        assert_size_stride(arg73_1, (64, ), (1, ), 'input')
        buf42 = reinterpret_tensor(buf80, (1, 64), (64, 1), 0); del buf80  # reuse
        buf94 = reinterpret_tensor(buf42, (64, ), (1, ), 0); del buf42  # reuse
        assert_size_stride(arg53_1, (64, 16), (16, 1), 'input')
        cpp_fused_copy__3(buf40, buf94, arg67_1, arg73_1, arg73_1)
        del arg67_1
        del buf94
        buf43 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf40, (32, 64), (64, 1), 0), arg53_1, out=buf43)
        del arg53_1
        assert_size_stride(arg74_1, (64, 16), (16, 1), 'input')
        assert_size_stride(arg66_1, (32, 16), (16, 1), 'input')
        buf41 = empty_strided_cpu((64, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg74_1, reinterpret_tensor(buf40, (64, 32), (1, 64), 0), arg66_1, alpha=1, beta=1, out=buf41)
        del arg66_1
        del buf40
        assert_size_stride(arg52_1, (16, ), (1, ), 'input')
        assert_size_stride(arg47_1, (2, 16, 16), (256, 16, 1), 'input')
        assert_size_stride(arg63_1, (32, 16), (16, 1), 'input')
        assert_size_stride(arg64_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg65_1, (2, 16, 1), (16, 1, 1), 'input')
        buf46 = buf35; del buf35  # reuse
        buf47 = buf34; del buf34  # reuse
        buf48 = buf36; del buf36  # reuse
        assert_size_stride(arg78_1, (16, 16), (16, 1), 'input')
        assert_size_stride(arg61_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        cpp_fused_copy__4(buf48, buf41, buf43, arg52_1, arg47_1, arg63_1, arg64_1, arg65_1, arg74_1, buf46, buf47)
        del arg52_1
        del buf41
        buf49 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg78_1, reinterpret_tensor(buf48, (16, 32), (1, 16), 0), reinterpret_tensor(arg61_1, (32, 16), (16, 1), 0), alpha=1, beta=1, out=buf49)
        assert_size_stride(arg51_1, (16, 16), (16, 1), 'input')
        cpp_fused_copy__5(buf49, arg78_1)
        buf50 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf48, (32, 16), (16, 1), 0), arg51_1, out=buf50)
        del arg51_1
        assert_size_stride(arg58_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg59_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg60_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        # Topologically Sorted Source Nodes: [], Original ATen: []
        buf52 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf50, (2, 4, 16, 4), (256, 4, 16, 1), 0), arg58_1, arg59_1, arg60_1, arg61_1, buf51, 0.0, True)
        del arg58_1
        del arg59_1
        del arg60_1
        del arg61_1
        buf55 = buf52[2]
        assert_size_stride(buf55, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf55 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf54 = buf52[1]
        assert_size_stride(buf54, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf54 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf53 = buf52[0]
        assert_size_stride(buf53, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf53 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf52
        assert_size_stride(arg79_1, (16, 16), (16, 1), 'input')
        assert_size_stride(arg57_1, (32, 16), (16, 1), 'input')
        buf56 = buf49; del buf49  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg79_1, reinterpret_tensor(buf55, (16, 32), (1, 16), 0), arg57_1, alpha=1, beta=1, out=buf56)
        assert_size_stride(arg50_1, (16, 16), (16, 1), 'input')
        cpp_fused_copy__5(buf56, arg79_1)
        buf59 = buf50; del buf50  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf55, (32, 16), (16, 1), 0), arg50_1, out=buf59)
        del arg50_1
        del buf55
        assert_size_stride(arg80_1, (16, 16), (16, 1), 'input')
        buf57 = buf56; del buf56  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg80_1, reinterpret_tensor(buf54, (16, 32), (1, 16), 0), arg57_1, alpha=1, beta=1, out=buf57)
        assert_size_stride(arg49_1, (16, 16), (16, 1), 'input')
        cpp_fused_copy__5(buf57, arg80_1)
        buf60 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf54, (32, 16), (16, 1), 0), arg49_1, out=buf60)
        del arg49_1
        del buf54
        assert_size_stride(arg81_1, (16, 16), (16, 1), 'input')
        buf58 = buf57; del buf57  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(arg81_1, reinterpret_tensor(buf53, (16, 32), (1, 16), 0), arg57_1, alpha=1, beta=1, out=buf58)
        del arg57_1
        assert_size_stride(arg48_1, (16, 16), (16, 1), 'input')
        cpp_fused_copy__5(buf58, arg81_1)
        del buf58
        buf61 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf53, (32, 16), (16, 1), 0), arg48_1, out=buf61)
        del arg48_1
        del buf53
        assert_size_stride(arg55_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg56_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg76_1, (16, ), (1, ), 'input')
        assert_size_stride(arg77_1, (16, ), (1, ), 'input')
        assert_size_stride(arg89_1, (16, ), (1, ), 'input')
        assert_size_stride(arg90_1, (16, ), (1, ), 'input')
        buf44 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf45 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf62 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf63 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf97 = buf45; del buf45  # reuse
        buf99 = buf44; del buf44  # reuse
        buf109 = buf63; del buf63  # reuse
        buf111 = buf62; del buf62  # reuse
        assert_size_stride(arg46_1, (16, ), (1, ), 'input')
        assert_size_stride(arg85_1, (2, 16), (16, 1), 'input')
        buf64 = buf47; del buf47  # reuse
        buf65 = buf46; del buf46  # reuse
        buf66 = buf48; del buf48  # reuse
        assert_size_stride(arg82_1, (16, ), (1, ), 'input')
        assert_size_stride(arg2_1, (32, 16), (16, 1), 'input')
        cpp_fused_copy__7(buf97, buf99, buf109, buf111, buf66, buf43, arg47_1, arg63_1, arg64_1, arg65_1, buf59, buf60, buf61, arg55_1, arg56_1, arg76_1, arg77_1, arg89_1, arg90_1, arg46_1, arg85_1, arg82_1, arg76_1, arg77_1, arg89_1, arg90_1, buf64, buf65, buf69, buf67)
        del arg46_1
        del arg47_1
        del arg55_1
        del arg56_1
        del arg63_1
        del arg64_1
        del arg65_1
        del arg82_1
        del arg85_1
        del buf109
        del buf111
        del buf43
        del buf59
        del buf60
        del buf61
        del buf64
        del buf65
        del buf66
        del buf97
        del buf99
        buf72 = reinterpret_tensor(buf51, (8, 16), (16, 1), 0); del buf51  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(buf69, buf71, arg2_1, alpha=1, beta=1, out=buf72)
        del arg2_1
        del buf69
        del buf71
        assert_size_stride(arg84_1, (16, 16), (16, 1), 'input')
        assert_size_stride(arg87_1, (8, 16), (16, 1), 'input')
        buf107 = buf72; del buf72  # reuse
        cpp_fused_copy__8(buf107, arg84_1, buf67, arg87_1, arg84_1, arg87_1)
        return (arg8_1, arg9_1, arg93_1, arg45_1, arg44_1, arg43_1, arg42_1, arg41_1, arg38_1, arg35_1, arg34_1, arg37_1, arg40_1, arg90_1, arg81_1, arg80_1, arg79_1, arg78_1, arg77_1, arg74_1, arg71_1, arg70_1, arg73_1, arg76_1, arg84_1, arg87_1, arg89_1, arg92_1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
