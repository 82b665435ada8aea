# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g7.inductor_inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L*ks0*ks1); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L*ks0*ks1)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr0 = in_out_ptr1;
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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

cpp_fused_3 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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

cpp_fused_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
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
                        tmp26.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1)
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp11 = in_ptr6[static_cast<int64_t>(x0)];
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
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp17 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp22 = out_ptr1[static_cast<int64_t>(x0)];
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

cpp_fused_addmm_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp11 = in_ptr6[static_cast<int64_t>(x0)];
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
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp17 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp22 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp29 = in_ptr7[static_cast<int64_t>(x0)];
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
                        tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        atomic_add_vec<float, 2, 1>(out_ptr0, tmp53, tmp50);
                    }
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
                    tmp1.store(out_ptr3 + static_cast<int64_t>(x0));
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
                        auto tmp0 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(256L + x1 + 16L*x0), static_cast<int64_t>(8));
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
                        atomic_add_vec<float, 2, 1>(out_ptr3, tmp27, tmp24);
                    }
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
                    auto tmp0 = in_ptr9[static_cast<int64_t>(0L)];
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_copy__10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1 = args
        args.clear()
        s69 = arg70_1
        s79 = arg71_1
        s68 = arg73_1
        s63 = arg74_1
        s70 = arg79_1
        s95 = s70
        s35 = arg80_1
        s49 = arg81_1
        s89 = arg82_1
        s37 = arg83_1
        s82 = arg90_1
        s7 = arg93_1
        s80 = arg95_1
        assert_size_stride(arg0_1, (), (), 'input')
        buf0 = empty_strided_cpu((s63*s68, 8), (8, 1), torch.float32)
        assert_size_stride(arg1_1, (16, 8), (1, 16), 'input')
        cpp_fused_0(arg0_1, buf0, s63, s68)
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
        buf97 = buf3; del buf3  # reuse
        buf99 = buf2; del buf2  # reuse
        assert_size_stride(arg5_1, (16, ), (1, ), 'input')
        buf4 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf5 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf6 = empty_strided_cpu((2, 16, 16), (256, 16, 1), torch.float32)
        assert_size_stride(arg32_1, (32, 64), (64, 1), 'input')
        cpp_fused_copy__1(buf97, buf99, buf1, arg4_1, arg6_1, arg7_1, arg8_1, arg9_1, arg5_1, arg8_1, arg9_1, buf4, buf5, buf6)
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del buf1
        buf7 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf6, (16, 32), (1, 16), 0), arg32_1, out=buf7)
        del arg32_1
        buf9 = reinterpret_tensor(buf99, (1, 16), (16, 1), 0); del buf99  # reuse
        assert_size_stride(arg18_1, (16, 64), (64, 1), 'input')
        cpp_fused_2(buf6, buf9)
        buf11 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf6, (32, 16), (16, 1), 0), arg18_1, out=buf11)
        del arg18_1
        assert_size_stride(arg31_1, (32, 64), (64, 1), 'input')
        buf12 = reinterpret_tensor(buf11, (2, 16, 64), (1024, 64, 1), 0); del buf11  # reuse
        assert_size_stride(arg30_1, (32, 16), (16, 1), 'input')
        cpp_fused_3(buf12, arg31_1)
        del arg31_1
        buf13 = empty_strided_cpu((64, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf12, (64, 32), (1, 64), 0), arg30_1, out=buf13)
        del arg30_1
        buf15 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(arg17_1, (64, 16), (16, 1), 'input')
        cpp_fused_4(buf12, buf15)
        buf17 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf12, (32, 64), (64, 1), 0), arg17_1, out=buf17)
        del arg17_1
        assert_size_stride(arg16_1, (16, ), (1, ), 'input')
        assert_size_stride(arg11_1, (2, 16, 16), (256, 16, 1), 'input')
        assert_size_stride(arg27_1, (32, 16), (16, 1), 'input')
        assert_size_stride(arg28_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg29_1, (2, 16, 1), (16, 1, 1), 'input')
        buf22 = reinterpret_tensor(buf5, (2, 16, 1), (16, 1, 32), 0); del buf5  # reuse
        buf23 = reinterpret_tensor(buf4, (2, 16, 1), (16, 1, 32), 0); del buf4  # reuse
        buf24 = buf6; del buf6  # reuse
        assert_size_stride(arg15_1, (16, 16), (16, 1), 'input')
        cpp_fused_5(buf24, buf17, arg16_1, arg11_1, arg27_1, arg28_1, arg29_1, buf22, buf23)
        del arg16_1
        buf27 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf24, (32, 16), (16, 1), 0), arg15_1, out=buf27)
        del arg15_1
        assert_size_stride(arg26_1, (2, 4, 16), (64, 1, 4), 'input')
        buf28 = empty_strided_cpu((2, 4, 16), (64, 16, 1), torch.float32)
        assert_size_stride(arg22_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg23_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg24_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg25_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        cpp_fused_6(arg26_1, buf28)
        del arg26_1
        # Topologically Sorted Source Nodes: [], Original ATen: []
        buf29 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf27, (2, 4, 16, 4), (256, 4, 16, 1), 0), arg22_1, arg23_1, arg24_1, arg25_1, buf28, 0.0, True)
        del arg22_1
        del arg23_1
        del arg24_1
        del buf28
        buf32 = buf29[2]
        assert_size_stride(buf32, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf32 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        assert_size_stride(arg14_1, (16, 16), (16, 1), 'input')
        buf39 = buf27; del buf27  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf32, (32, 16), (16, 1), 0), arg14_1, out=buf39)
        del arg14_1
        buf31 = buf29[1]
        assert_size_stride(buf31, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf31 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        assert_size_stride(arg13_1, (16, 16), (16, 1), 'input')
        buf40 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf31, (32, 16), (16, 1), 0), arg13_1, out=buf40)
        del arg13_1
        buf30 = buf29[0]
        assert_size_stride(buf30, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf30 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf29
        assert_size_stride(arg12_1, (16, 16), (16, 1), 'input')
        buf41 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf30, (32, 16), (16, 1), 0), arg12_1, out=buf41)
        del arg12_1
        assert_size_stride(arg19_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg20_1, (2, 16, 1), (16, 1, 1), 'input')
        buf18 = buf97; del buf97  # reuse
        buf20 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf42 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf44 = empty_strided_cpu((16, ), (1, ), torch.float32)
        cpp_fused_7(buf17, arg11_1, arg27_1, arg28_1, arg29_1, buf39, buf40, buf41, arg19_1, arg20_1, buf18, buf20, buf42, buf44)
        del arg27_1
        del arg28_1
        del arg29_1
        del buf17
        buf25 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf24, (16, 32), (1, 16), 0), reinterpret_tensor(arg25_1, (32, 16), (16, 1), 0), out=buf25)
        del arg25_1
        assert_size_stride(arg21_1, (32, 16), (16, 1), 'input')
        buf33 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf32, (16, 32), (1, 16), 0), arg21_1, out=buf33)
        del buf32
        buf35 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf31, (16, 32), (1, 16), 0), arg21_1, out=buf35)
        del buf31
        buf37 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf30, (16, 32), (1, 16), 0), arg21_1, out=buf37)
        del arg21_1
        del buf30
        assert_size_stride(arg10_1, (16, ), (1, ), 'input')
        buf46 = buf23; del buf23  # reuse
        buf47 = buf22; del buf22  # reuse
        buf48 = buf24; del buf24  # reuse
        assert_size_stride(arg58_1, (32, 64), (64, 1), 'input')
        cpp_fused_8(buf48, buf39, buf40, buf41, arg10_1, arg11_1, arg19_1, arg20_1, buf46, buf47)
        del arg10_1
        del arg11_1
        del arg19_1
        del arg20_1
        del buf39
        del buf40
        buf49 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf48, (16, 32), (1, 16), 0), arg58_1, out=buf49)
        del arg58_1
        buf51 = empty_strided_cpu((1, 16), (16, 1), torch.float32)
        assert_size_stride(arg44_1, (16, 64), (64, 1), 'input')
        cpp_fused_2(buf48, buf51)
        buf53 = reinterpret_tensor(buf12, (32, 64), (64, 1), 0); del buf12  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf48, (32, 16), (16, 1), 0), arg44_1, out=buf53)
        del arg44_1
        assert_size_stride(arg57_1, (32, 64), (64, 1), 'input')
        buf54 = reinterpret_tensor(buf53, (2, 16, 64), (1024, 64, 1), 0); del buf53  # reuse
        assert_size_stride(arg56_1, (32, 16), (16, 1), 'input')
        cpp_fused_3(buf54, arg57_1)
        del arg57_1
        buf55 = empty_strided_cpu((64, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf54, (64, 32), (1, 64), 0), arg56_1, out=buf55)
        del arg56_1
        buf57 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(arg43_1, (64, 16), (16, 1), 'input')
        cpp_fused_4(buf54, buf57)
        buf59 = buf41; del buf41  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf54, (32, 64), (64, 1), 0), arg43_1, out=buf59)
        del arg43_1
        del buf54
        assert_size_stride(arg42_1, (16, ), (1, ), 'input')
        assert_size_stride(arg37_1, (2, 16, 16), (256, 16, 1), 'input')
        assert_size_stride(arg53_1, (32, 16), (16, 1), 'input')
        assert_size_stride(arg54_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg55_1, (2, 16, 1), (16, 1, 1), 'input')
        buf64 = buf47; del buf47  # reuse
        buf65 = buf46; del buf46  # reuse
        buf66 = buf48; del buf48  # reuse
        assert_size_stride(arg41_1, (16, 16), (16, 1), 'input')
        cpp_fused_5(buf66, buf59, arg42_1, arg37_1, arg53_1, arg54_1, arg55_1, buf64, buf65)
        del arg42_1
        del buf64
        del buf65
        buf69 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf66, (32, 16), (16, 1), 0), arg41_1, out=buf69)
        del arg41_1
        assert_size_stride(arg52_1, (2, 4, 16), (64, 1, 4), 'input')
        buf70 = empty_strided_cpu((2, 4, 16), (64, 16, 1), torch.float32)
        assert_size_stride(arg48_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg49_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg50_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        assert_size_stride(arg51_1, (2, 4, 16, 4), (256, 4, 16, 1), 'input')
        cpp_fused_6(arg52_1, buf70)
        del arg52_1
        # Topologically Sorted Source Nodes: [], Original ATen: []
        buf71 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf69, (2, 4, 16, 4), (256, 4, 16, 1), 0), arg48_1, arg49_1, arg50_1, arg51_1, buf70, 0.0, True)
        del arg48_1
        del arg49_1
        del arg50_1
        del buf70
        buf74 = buf71[2]
        assert_size_stride(buf74, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf74 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        assert_size_stride(arg40_1, (16, 16), (16, 1), 'input')
        buf81 = buf69; del buf69  # reuse
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf74, (32, 16), (16, 1), 0), arg40_1, out=buf81)
        del arg40_1
        buf73 = buf71[1]
        assert_size_stride(buf73, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf73 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        assert_size_stride(arg39_1, (16, 16), (16, 1), 'input')
        buf82 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf73, (32, 16), (16, 1), 0), arg39_1, out=buf82)
        del arg39_1
        buf72 = buf71[0]
        assert_size_stride(buf72, (2, 4, 16, 4), (256, 4, 16, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf72 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf71
        assert_size_stride(arg38_1, (16, 16), (16, 1), 'input')
        buf83 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf72, (32, 16), (16, 1), 0), arg38_1, out=buf83)
        del arg38_1
        assert_size_stride(arg45_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(arg46_1, (2, 16, 1), (16, 1, 1), 'input')
        buf60 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf62 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf84 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf86 = empty_strided_cpu((16, ), (1, ), torch.float32)
        cpp_fused_7(buf59, arg37_1, arg53_1, arg54_1, arg55_1, buf81, buf82, buf83, arg45_1, arg46_1, buf60, buf62, buf84, buf86)
        del arg53_1
        del arg54_1
        del arg55_1
        del buf59
        buf67 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf66, (16, 32), (1, 16), 0), reinterpret_tensor(arg51_1, (32, 16), (16, 1), 0), out=buf67)
        del arg51_1
        assert_size_stride(arg47_1, (32, 16), (16, 1), 'input')
        buf75 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf74, (16, 32), (1, 16), 0), arg47_1, out=buf75)
        del buf74
        buf77 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf73, (16, 32), (1, 16), 0), arg47_1, out=buf77)
        del buf73
        buf79 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        extern_kernels.mm(reinterpret_tensor(buf72, (16, 32), (1, 16), 0), arg47_1, out=buf79)
        del arg47_1
        del buf72
        buf93 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        assert_size_stride(arg36_1, (16, ), (1, ), 'input')
        assert_size_stride(arg65_1, (2, 16), (16, 1), 'input')
        buf88 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf89 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf90 = buf66; del buf66  # reuse
        buf91 = empty_strided_cpu((16, 16), (16, 1), torch.float32)
        assert_size_stride(arg62_1, (16, ), (1, ), 'input')
        buf95 = empty_strided_cpu((8, s63*s68), (s63*s68, 1), torch.float32)
        assert_size_stride(arg2_1, (32, 16), (16, 1), 'input')
        cpp_fused_addmm_9(buf90, buf81, buf82, buf83, arg36_1, arg37_1, arg45_1, arg46_1, arg65_1, arg62_1, arg0_1, buf93, buf88, buf89, buf91, buf95, s63, s68)
        del arg0_1
        del arg36_1
        del arg37_1
        del arg45_1
        del arg46_1
        del arg62_1
        del arg65_1
        del buf81
        del buf82
        del buf83
        del buf88
        del buf89
        del buf90
        buf96 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
        extern_kernels.addmm(buf93, buf95, arg2_1, alpha=1, beta=1, out=buf96)
        del arg2_1
        del buf93
        del buf95
        assert_size_stride(arg64_1, (16, 16), (16, 1), 'input')
        assert_size_stride(arg67_1, (8, 16), (16, 1), 'input')
        buf103 = buf96; del buf96  # reuse
        cpp_fused_copy__10(buf103, arg64_1, buf91, arg67_1, arg64_1, arg67_1)
        return (arg8_1, arg9_1, buf42, buf37, buf35, buf33, buf25, buf18, buf13, buf7, reinterpret_tensor(buf9, (16, ), (1, ), 0), reinterpret_tensor(buf15, (64, ), (1, ), 0), buf20, buf84, buf79, buf77, buf75, buf67, buf60, buf55, buf49, reinterpret_tensor(buf51, (16, ), (1, ), 0), reinterpret_tensor(buf57, (64, ), (1, ), 0), buf62, arg64_1, arg67_1, buf86, buf44, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
